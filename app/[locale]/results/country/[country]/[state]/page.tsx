import { resultsContent, resultsOptions, resultsStaticParams } from '@/components/results/screens';
import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('packageResultsByCountry', resultsContent('packageResultsByCountry'), resultsOptions('packageResultsByCountry'));
export const generateStaticParams = resultsStaticParams('packageResultsByCountry');
export const generateMetadata = route.generateMetadata;
export default route.Page;
