import 'server-only';
import { SpecialJourneyByIdDocument, type SpecialJourneyByIdQuery } from '@/codegen/generated/graphql';
import { toContentfulLocale } from './model';
import type { Locale } from '@/lib/i18n/locales';
import { section, type SectionModule } from './sections';
import { queryContent, type ContentQueryOptions } from './server';

type JourneyItem = NonNullable<SpecialJourneyByIdQuery['specialJourney']>;

/** A special journey (parallax layout): its header and its modules, days, weather and recommendations. */
export type SpecialJourney = {
  id: string;
  title: string;
  description: string | null;
  price: number | null;
  numberOfDays: number | null;
  numberOfNights: number | null;
  bookingUrl: string | null;
  external: boolean;
  image: JourneyItem['image'];
  modules: SectionModule[];
};

/** The journey at `/{locale}/specialjourney/{id}/`, or null when the CMS has none by that id. */
export async function loadSpecialJourney(locale: Locale, id: string, options: ContentQueryOptions = {}): Promise<SpecialJourney | null> {
  const data = await queryContent(SpecialJourneyByIdDocument, { locale: toContentfulLocale(locale), id }, options);
  const journey = data.specialJourney;
  if (!journey?.title) return null;
  return {
    id: journey.sys.id,
    title: journey.title,
    description: journey.description,
    price: journey.price,
    numberOfDays: journey.numberOfDays,
    numberOfNights: journey.numberOfNights,
    bookingUrl: journey.travelcUrl,
    external: journey.external ?? false,
    image: journey.image,
    modules: [
      ...section('JourneyDay', journey.sys.id, 'days', journey.daysCollection?.items),
      ...section('Weather', journey.sys.id, 'weather', journey.weatherCollection?.items),
      ...section('Recommendation', journey.sys.id, 'recommendations', journey.recommendationsCollection?.items),
    ],
  };
}
