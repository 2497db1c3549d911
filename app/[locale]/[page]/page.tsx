import { contentPageScreen } from '@/screens/page/screens';

export const generateStaticParams = contentPageScreen.generateStaticParams;
export const generateMetadata = contentPageScreen.generateMetadata;
export default contentPageScreen.Page;
