import { AiToursScreen } from '@/components/ai-tours/AiToursScreen';
import { screenRoute } from '@/screens/frame/screen-route';

const route = screenRoute('aiTours', async ({ locale }) => <AiToursScreen locale={locale} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
