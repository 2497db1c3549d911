import { AiToursScreen } from '@/components/ai-tours/AiToursScreen';
import { screenRoute } from '@/components/screen/screen-route';

const route = screenRoute('aiTours', async ({ locale }) => <AiToursScreen locale={locale} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
