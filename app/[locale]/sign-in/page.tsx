import { accountScreen } from '@/screens/account';
import { screenRoute } from '@/screens/frame/screen-route';

const route = screenRoute('signIn', accountScreen('signIn'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
