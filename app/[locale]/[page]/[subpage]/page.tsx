import { contentSubpageScreen } from '@/screens/page/screens';

export const generateStaticParams = contentSubpageScreen.generateStaticParams;
export const generateMetadata = contentSubpageScreen.generateMetadata;
export default contentSubpageScreen.Page;
