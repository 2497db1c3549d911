import { defineModule } from '@/registry/define';
import { ActionButtons } from './ActionButtons';
import { actionButtonsSchema } from './schema';

export const actionButtonsModule = defineModule({
  kind: 'actionButtons',
  schema: actionButtonsSchema,
  component: ActionButtons,
  layouts: ['default', '404', 'landing', 'parallax'],
});
