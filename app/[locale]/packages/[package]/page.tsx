import { packageScreen } from '@/screens/package/package-screen';

export const generateStaticParams = packageScreen.generateStaticParams;
export const generateMetadata = packageScreen.generateMetadata;
export default packageScreen.Page;
