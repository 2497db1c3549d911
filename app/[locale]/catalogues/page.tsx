import { catalogueContent } from '@/components/catalogue/screen';
import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('catalogues', catalogueContent);
export const generateMetadata = route.generateMetadata;
export default route.Page;
