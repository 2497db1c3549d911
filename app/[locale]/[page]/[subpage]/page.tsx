import { contentSubpageScreen } from '@/components/page/screens';

export const generateStaticParams = contentSubpageScreen.generateStaticParams;
export const generateMetadata = contentSubpageScreen.generateMetadata;
export default contentSubpageScreen.Page;
