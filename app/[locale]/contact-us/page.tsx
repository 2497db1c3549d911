import { contactContent } from '@/components/contact/screen';
import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('contact', contactContent);
export const generateMetadata = route.generateMetadata;
export default route.Page;
