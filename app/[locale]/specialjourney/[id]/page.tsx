import { specialJourneyScreen } from '@/components/page/screens';

export const generateStaticParams = specialJourneyScreen.generateStaticParams;
export const generateMetadata = specialJourneyScreen.generateMetadata;
export default specialJourneyScreen.Page;
