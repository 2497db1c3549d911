import { defineModule } from '@/registry/define';
import { JourneyDays } from './JourneyDays';
import { journeyDaySchema } from './schema';

export const journeyDayModule = defineModule({
  kind: 'journeyDay',
  schema: journeyDaySchema,
  component: JourneyDays,
  layouts: ['parallax'],
});
