import { eventScreen } from '@/screens/page/screens';

export const generateStaticParams = eventScreen.generateStaticParams;
export const generateMetadata = eventScreen.generateMetadata;
export default eventScreen.Page;
