import 'server-only';
import { SpecialJourneyByIdDocument } from '@/codegen/generated/graphql';
import { toContentfulLocale } from './model';
import type { Locale } from '@/lib/i18n/locales';
import { marketOf } from './markets';
import { specialJourney, type SpecialJourney } from './shapes';
import { queryContent, type ContentQueryOptions } from './server';

export type { SpecialJourney } from './shapes';

/** The journey at `/{locale}/specialjourney/{id}/` with its price in the visitor's market, or null when the CMS has none by that id. */
export async function loadSpecialJourney(
  locale: Locale,
  id: string,
  options: ContentQueryOptions = {},
): Promise<SpecialJourney | null> {
  const market = marketOf(locale);
  const data = await queryContent(
    SpecialJourneyByIdDocument,
    { locale: toContentfulLocale(locale), id, market: market.iso },
    options,
  );
  return specialJourney(data.specialJourney, market);
}
