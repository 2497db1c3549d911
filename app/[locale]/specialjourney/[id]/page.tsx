import { specialJourneyScreen } from '@/components/page/screens';

export const generateMetadata = specialJourneyScreen.generateMetadata;
export default specialJourneyScreen.Page;
