import { z } from 'zod';
import { limits } from '@/lib/content/model';
import { optionalText } from '@/lib/content/fields';

/** One season as SpecialJourneyById returns it (specialJourney.weatherCollection). */
export const weatherItemSchema = z.object({
  sys: z.object({ id: z.string().min(1) }),
  title: z.string().min(1),
  months: optionalText,
  /** Free text in the model ("12–18 °C"); a bare number is read as degrees Celsius. */
  temperature: optionalText,
  /** An icon name; names the site has no drawing for get a generic one (see icons.tsx). */
  icon: optionalText,
  description: optionalText,
  specialNote: optionalText,
});

/** A special journey's weather through the year as one block (at most limits.journeyWeather seasons). */
export const weatherSchema = z.object({
  items: z.array(weatherItemSchema).min(1).max(limits.journeyWeather),
});

export type WeatherData = z.output<typeof weatherSchema>;
export type WeatherItem = WeatherData['items'][number];
