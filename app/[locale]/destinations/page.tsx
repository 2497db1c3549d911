import { destinationsIndex } from '@/screens/destinations';
import { screenRoute } from '@/screens/frame/screen-route';

const route = screenRoute('destinations', destinationsIndex);
export const generateMetadata = route.generateMetadata;
export default route.Page;
