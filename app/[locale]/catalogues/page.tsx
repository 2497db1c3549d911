import { catalogueContent } from '@/screens/catalogue';
import { screenRoute } from '@/screens/frame/screen-route';

const route = screenRoute('catalogues', catalogueContent);
export const generateMetadata = route.generateMetadata;
export default route.Page;
