import { specialJourneyScreen } from '@/screens/page/screens';

export const generateStaticParams = specialJourneyScreen.generateStaticParams;
export const generateMetadata = specialJourneyScreen.generateMetadata;
export default specialJourneyScreen.Page;
