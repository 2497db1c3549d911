import { defineModule } from '@/registry/define';
import { LandingBox } from './LandingBox';
import { landingBoxSchema } from './schema';

export const landingBoxModule = defineModule({
  kind: 'landingBox',
  schema: landingBoxSchema,
  component: LandingBox,
  layouts: ['landing'],
});
