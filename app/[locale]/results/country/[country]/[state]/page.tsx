import { resultsContent, resultsOptions, resultsStaticParams } from '@/screens/results';
import { screenRoute } from '@/screens/frame/screen-route';

const route = screenRoute(
  'packageResultsByCountry',
  resultsContent('packageResultsByCountry'),
  resultsOptions('packageResultsByCountry'),
);
export const generateStaticParams = resultsStaticParams('packageResultsByCountry');
export const generateMetadata = route.generateMetadata;
export default route.Page;
