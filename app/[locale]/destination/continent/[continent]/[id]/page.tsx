import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('destinationByContinent');
export const generateMetadata = route.generateMetadata;
export default route.Page;
