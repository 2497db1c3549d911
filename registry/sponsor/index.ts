import { defineModule } from '@/registry/define';
import { Sponsors } from './Sponsors';
import { sponsorSchema } from './schema';

export const sponsorModule = defineModule({
  kind: 'sponsor',
  schema: sponsorSchema,
  component: Sponsors,
  layouts: ['landing'],
});
