import { contactContent } from '@/screens/contact';
import { screenRoute } from '@/screens/frame/screen-route';

const route = screenRoute('contact', contactContent);
export const generateMetadata = route.generateMetadata;
export default route.Page;
