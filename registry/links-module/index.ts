import { defineModule } from '@/registry/define';
import { LinksModule } from './LinksModule';
import { linksModuleSchema } from './schema';

export const linksModule = defineModule({
  kind: 'linksModule',
  schema: linksModuleSchema,
  component: LinksModule,
  layouts: ['default', '404', 'landing'],
});
