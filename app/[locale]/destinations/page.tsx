import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('destinations');
export const generateMetadata = route.generateMetadata;
export default route.Page;
