import { contentPageScreen } from '@/components/page/screens';

export const generateMetadata = contentPageScreen.generateMetadata;
export default contentPageScreen.Page;
