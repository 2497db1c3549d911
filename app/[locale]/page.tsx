import { homeScreen } from '@/screens/page/screens';

export const generateMetadata = homeScreen.generateMetadata;
export default homeScreen.Page;
