import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('myBooking');
export const generateMetadata = route.generateMetadata;
export default route.Page;
