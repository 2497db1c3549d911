import 'server-only';
import { LandingBySlugDocument, LandingSlugsDocument } from '@/codegen/generated/graphql';
import { toContentfulLocale } from './model';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { marketOf } from './markets';
import { eventLanding, type EventLanding } from './shapes';
import { queryContent, type ContentQueryOptions } from './server';

export type { EventBox, EventLanding } from './shapes';

/** The event at `/{locale}/events/{slug}/`, or null when there is none for this language and market. */
export async function loadEvent(
  locale: Locale,
  slug: string,
  options: ContentQueryOptions = {},
): Promise<EventLanding | null> {
  const market = marketOf(locale);
  const data = await queryContent(
    LandingBySlugDocument,
    { locale: toContentfulLocale(locale), slug, market: market.iso },
    options,
  );
  return eventLanding(data.landingCollection?.items[0], market);
}

/** The event's address in each language, from its slugs in the CMS. */
export async function loadEventAlternates(
  landingId: string,
  options: ContentQueryOptions = {},
): Promise<Partial<Record<Locale, string>>> {
  const data = await queryContent(LandingSlugsDocument, { id: landingId }, options);
  const alternates: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const slug = data.landing?.[locale];
    if (slug) alternates[locale] = hrefFor(locale, 'eventDetail', { slug });
  }
  return alternates;
}
