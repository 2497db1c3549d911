import { resultsContent, resultsOptions, resultsStaticParams } from '@/screens/results';
import { screenRoute } from '@/screens/frame/screen-route';

const route = screenRoute('packageResults', resultsContent('packageResults'), resultsOptions('packageResults'));
export const generateStaticParams = resultsStaticParams('packageResults');
export const generateMetadata = route.generateMetadata;
export default route.Page;
