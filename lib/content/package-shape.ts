import type { Document } from '@contentful/rich-text-types';
import type { PackageBySlugQuery } from '@/codegen/generated/graphql';
import { departureMonths, type DepartureMonth } from '@travel/cms/model/values';
import { productCardSchema, type ProductCardData } from './product-card';
import type { Market } from './markets';
import { sellableProducts } from './products';
import { section, type SectionModule } from './sections';
import { SAFE_LINK } from './fields';
import { entrySeo, type EntrySeo } from './seo';

type PackageItem = NonNullable<NonNullable<PackageBySlugQuery['packageCollection']>['items'][number]>;

export type Named = { name: string; slug: string | null };
export type GalleryPhoto = { url: string; alt: string; width: number | null; height: number | null };

/** A package as its own page shows it (screens/package/): its card's data and everything else the CMS says about it. */
export type PackagePage = {
  id: string;
  slug: string;
  name: string;
  /** The card's fields: photo, days and nights, description, inclusions, the offer of the visitor's market. */
  card: ProductCardData;
  /** The entry's last publication (ISO 8601), for the sitemaps. */
  publishedAt: string | null;
  categories: Named[];
  productTypes: Named[];
  thingsToDo: Named[];
  gallery: GalleryPhoto[];
  /** The day-by-day itinerary as one journey-day block (registry/journey-day), none when the package has no days. */
  itinerary: SectionModule[];
  /** "Extra information" (rich text), null when empty. */
  informationExtra: Document | null;
  /** The months it departs in, in calendar order; empty: all year. */
  months: DepartureMonth[];
  /** What the price is for in this market ("per person, based on two sharing"); null: the dictionaries' default. */
  priceBasis: string | null;
  /** The package's special-journey page, when it has one (`parallax` with `parallaxUrl`). */
  journeyHref: string | null;
  /** The destinations it goes to, in the editor's order (their ids): the breadcrumbs follow the first. */
  destinationIds: string[]; /** What an editor set for search engines and share cards. */
  seo: EntrySeo;
};

const named = (
  collection: { items: ReadonlyArray<{ name?: string | null; slug?: string | null } | null> } | null | undefined,
): Named[] =>
  (collection?.items ?? []).flatMap((item) => (item?.name ? [{ name: item.name, slug: item.slug ?? null }] : []));

const isDocument = (value: unknown): value is Document =>
  !!value &&
  typeof value === 'object' &&
  (value as { nodeType?: unknown }).nodeType === 'document' &&
  Array.isArray((value as { content?: unknown }).content);

/**
 * A package as its page shows it to a visitor of `market`, or null: not found, hidden (`unPublish`), not sold
 * in the market, without a slug or with a card that does not validate (a name and a photo). Pure and free of
 * `server-only`, like lib/content/shapes.ts, so fixtures reshape the same answers with the same code.
 */
export function packagePage(item: PackageItem | null | undefined, market: Market): PackagePage | null {
  const [sellable] = sellableProducts([item ?? null], market);
  if (!sellable || !item?.slug) return null;
  const card = productCardSchema.safeParse(sellable);
  if (!card.success) return null;
  const extra = item.informationExtra?.json;
  const months = new Set(item.departureMonths ?? []);
  const basis = item.basis?.items.find((entry) => entry?.market?.iso === market.iso)?.priceBasis?.trim();
  const journeyHref = item.parallax && item.parallaxUrl && SAFE_LINK.test(item.parallaxUrl) ? item.parallaxUrl : null;
  return {
    id: item.sys.id,
    slug: item.slug,
    name: card.data.name,
    card: card.data,
    publishedAt: item.sys.publishedAt ?? null,
    categories: named(item.allCategories),
    productTypes: named(item.productTypesCollection),
    thingsToDo: named(item.thingsToDoCollection),
    gallery: (item.galleryCollection?.items ?? []).flatMap((photo) =>
      photo?.url
        ? [
            {
              url: photo.url,
              alt: photo.description?.trim() || photo.title?.trim() || '',
              width: photo.width ?? null,
              height: photo.height ?? null,
            },
          ]
        : [],
    ),
    itinerary: section('JourneyDay', item.sys.id, 'itinerary', item.itineraryCollection?.items),
    informationExtra: isDocument(extra) && extra.content.length > 0 ? extra : null,
    months: departureMonths.filter((month) => months.has(month)),
    priceBasis: basis ? basis : null,
    journeyHref,
    destinationIds: (item.destinationsCollection?.items ?? []).flatMap((destination) =>
      destination && 'sys' in destination ? [destination.sys.id] : [],
    ),
    seo: entrySeo(item),
  };
}
