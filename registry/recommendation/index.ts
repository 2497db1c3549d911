import { defineModule } from '@/registry/define';
import { Recommendations } from './Recommendations';
import { recommendationSchema } from './schema';

export const recommendationModule = defineModule({
  kind: 'recommendation',
  schema: recommendationSchema,
  component: Recommendations,
  layouts: ['parallax'],
});
