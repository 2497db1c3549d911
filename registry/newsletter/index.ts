import { defineModule } from '@/registry/define';
import { Newsletter } from './Newsletter';
import { newsletterSchema } from './schema';

export const newsletterModule = defineModule({
  kind: 'newsletter',
  schema: newsletterSchema,
  component: Newsletter,
  layouts: ['default', 'landing', 'parallax'],
});
