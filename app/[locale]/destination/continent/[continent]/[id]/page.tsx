import { destinationContent, destinationOptions } from '@/components/destinations/screens';
import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('destinationByContinent', destinationContent('destinationByContinent'), destinationOptions('destinationByContinent'));
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
