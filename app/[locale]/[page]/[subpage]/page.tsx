import { contentSubpageScreen } from '@/components/page/screens';

export const generateMetadata = contentSubpageScreen.generateMetadata;
export default contentSubpageScreen.Page;
