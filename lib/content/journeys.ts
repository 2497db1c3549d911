import 'server-only';
import { SpecialJourneyByIdDocument } from '@/codegen/generated/graphql';
import { toContentfulLocale } from './model';
import type { Locale } from '@/lib/i18n/locales';
import { specialJourney, type SpecialJourney } from './shapes';
import { queryContent, type ContentQueryOptions } from './server';

export type { SpecialJourney } from './shapes';

/** The journey at `/{locale}/specialjourney/{id}/`, or null when the CMS has none by that id. */
export async function loadSpecialJourney(locale: Locale, id: string, options: ContentQueryOptions = {}): Promise<SpecialJourney | null> {
  const data = await queryContent(SpecialJourneyByIdDocument, { locale: toContentfulLocale(locale), id }, options);
  return specialJourney(data.specialJourney);
}
