import { eventScreen } from '@/components/page/screens';

export const generateMetadata = eventScreen.generateMetadata;
export default eventScreen.Page;
