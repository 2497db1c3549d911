import { bookingLookupContent } from '@/screens/booking';
import { screenRoute } from '@/screens/frame/screen-route';

const route = screenRoute('myBooking', bookingLookupContent);
export const generateMetadata = route.generateMetadata;
export default route.Page;
