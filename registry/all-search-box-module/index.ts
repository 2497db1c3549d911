import { defineModule } from '@/registry/define';
import { AllSearchBoxModule } from './AllSearchBoxModule';
import { allSearchBoxModuleSchema } from './schema';

export const allSearchBoxModule = defineModule({
  kind: 'allSearchBoxModule',
  schema: allSearchBoxModuleSchema,
  component: AllSearchBoxModule,
  layouts: ['default', '404'],
});
