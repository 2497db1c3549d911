import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('packageResultsByCountry');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
