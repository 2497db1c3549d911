import { destinationsIndex } from '@/components/destinations/screens';
import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('destinations', destinationsIndex);
export const generateMetadata = route.generateMetadata;
export default route.Page;
