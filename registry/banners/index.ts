import { defineModule } from '@/registry/define';
import { Banners } from './Banners';
import { bannersSchema } from './schema';

export const bannersModule = defineModule({
  kind: 'banners',
  schema: bannersSchema,
  component: Banners,
  layouts: ['default', '404', 'landing'],
});
