import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('eventDetail');
export const generateMetadata = route.generateMetadata;
export default route.Page;
