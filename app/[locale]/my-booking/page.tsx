import { bookingLookupContent } from '@/components/booking/screen';
import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('myBooking', bookingLookupContent);
export const generateMetadata = route.generateMetadata;
export default route.Page;
