import { defineModule } from '@/registry/define';
import { LoopSlider } from './LoopSlider';
import { loopSliderSchema } from './schema';

export const loopSliderModule = defineModule({
  kind: 'loopSlider',
  schema: loopSliderSchema,
  component: LoopSlider,
  layouts: ['default', '404'],
});
