import { defineModule } from '@/registry/define';
import { Modules } from './Modules';
import { modulesSchema } from './schema';

export const modulesModule = defineModule({
  kind: 'modules',
  schema: modulesSchema,
  component: Modules,
  layouts: ['default', 'landing'],
});
