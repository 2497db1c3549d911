import { defineModule } from '@/registry/define';
import { weatherSchema } from './schema';
import { Weather } from './Weather';

export const weatherModule = defineModule({
  kind: 'weather',
  schema: weatherSchema,
  component: Weather,
  layouts: ['parallax'],
});
