import { destinationContent, destinationOptions } from '@/components/destinations/screens';
import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('destinationByCountry', destinationContent('destinationByCountry'), destinationOptions('destinationByCountry'));
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
