import 'server-only';
import { LandingBySlugDocument, LandingSlugsDocument, type LandingBySlugQuery } from '@/codegen/generated/graphql';
import { toContentfulLocale } from './model';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import type { EventSchedule } from '@/lib/structured-data/event';
import { marketOf } from './markets';
import { sellableProducts } from './products';
import { section, visibleInMarket, type SectionModule } from './sections';
import { queryContent, type ContentQueryOptions } from './server';

type LandingItem = NonNullable<NonNullable<LandingBySlugQuery['landingCollection']>['items'][number]>;
type BoxItem = NonNullable<NonNullable<LandingItem['boxesCollection']>['items'][number]>;
type BoxProduct = NonNullable<NonNullable<BoxItem['productsCollection']>['items'][number]>;

/** A landing box as its renderer gets it: the products its market sells, each with its offer. */
export type EventBox = BoxItem & { __typename: 'LandingBox'; products: ReturnType<typeof sellableProducts<BoxProduct>> };

/** An event landing (landing layout): its header and its modules, boxes then sponsors. */
export type EventLanding = {
  id: string;
  name: string;
  title: string;
  typeClient: string | null;
  description: string | null;
  specialNote: string | null;
  logo: LandingItem['logoHeader'];
  photo: LandingItem['photoHeader'];
  /** The picture for when the landing is shared (Open Graph, Twitter; its header photo when it has none). */
  image: LandingItem['image'];
  /** When and where the event takes place; all null for a campaign (structured data: lib/structured-data/event.ts). */
  schedule: EventSchedule;
  modules: Array<EventBox | SectionModule>;
};

/** The event at `/{locale}/events/{slug}/`, or null when there is none for this language and market. */
export async function loadEvent(locale: Locale, slug: string, options: ContentQueryOptions = {}): Promise<EventLanding | null> {
  const market = marketOf(locale);
  const data = await queryContent(LandingBySlugDocument, { locale: toContentfulLocale(locale), slug, market: market.iso }, options);
  const landing = data.landingCollection?.items[0];
  if (!landing?.name || !visibleInMarket(landing.marketsCollection?.items, market.iso)) return null;
  const boxes: EventBox[] = (landing.boxesCollection?.items ?? []).flatMap((box) =>
    box ? [{ ...box, __typename: 'LandingBox' as const, products: sellableProducts(box.productsCollection?.items ?? [], market) }] : [],
  );
  return {
    id: landing.sys.id,
    name: landing.name,
    title: landing.title ?? landing.name,
    typeClient: landing.typeClient,
    description: landing.description,
    specialNote: landing.specialNote,
    logo: landing.logoHeader,
    photo: landing.photoHeader,
    image: landing.image,
    schedule: {
      startDate: landing.startDate ?? null,
      endDate: landing.endDate ?? null,
      venueName: landing.venueName ?? null,
      venueStreet: landing.venueStreet ?? null,
      venueCity: landing.venueCity ?? null,
      venueCountry: landing.venueCountry ?? null,
    },
    modules: [...boxes, ...section('Sponsor', landing.sys.id, 'sponsors', landing.sponsorsCollection?.items)],
  };
}

/** The event's address in each language, from its slugs in the CMS. */
export async function loadEventAlternates(landingId: string, options: ContentQueryOptions = {}): Promise<Partial<Record<Locale, string>>> {
  const data = await queryContent(LandingSlugsDocument, { id: landingId }, options);
  const alternates: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const slug = data.landing?.[locale];
    if (slug) alternates[locale] = hrefFor(locale, 'eventDetail', { slug });
  }
  return alternates;
}
