import { continentPage } from '@/components/destinations/screens';
import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('destinationByContinent', continentPage);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
