import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('home');
export const generateMetadata = route.generateMetadata;
export default route.Page;
