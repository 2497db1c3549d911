import { accountScreen } from '@/components/account/screens';
import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('register', accountScreen('register'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
