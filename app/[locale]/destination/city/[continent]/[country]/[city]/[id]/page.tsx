import { destinationContent, destinationOptions } from '@/screens/destinations';
import { screenRoute } from '@/screens/frame/screen-route';

const route = screenRoute(
  'destinationByCity',
  destinationContent('destinationByCity'),
  destinationOptions('destinationByCity'),
);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
