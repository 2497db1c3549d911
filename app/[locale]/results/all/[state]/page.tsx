import { resultsContent, resultsOptions, resultsStaticParams } from '@/components/results/screens';
import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('packageResults', resultsContent('packageResults'), resultsOptions('packageResults'));
export const generateStaticParams = resultsStaticParams('packageResults');
export const generateMetadata = route.generateMetadata;
export default route.Page;
