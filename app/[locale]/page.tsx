import { homeScreen } from '@/components/page/screens';

export const generateMetadata = homeScreen.generateMetadata;
export default homeScreen.Page;
