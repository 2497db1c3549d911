import { accountScreen } from '@/components/account/screens';
import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('resetPassword', accountScreen('reset'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
