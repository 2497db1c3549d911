import type {
  LandingBySlugQuery,
  PageHeroBannersQuery,
  PageModulesQuery,
  SpecialJourneyByIdQuery,
} from '@/codegen/generated/graphql';
import type { EventSchedule } from '@/lib/structured-data/event';
import type { Market } from './markets';
import { entrySeo, type EntrySeo } from './seo';
import { offerFor, sellableProducts, type MarketOffer } from './products';
import { section, visibleInMarket, type SectionModule } from './sections';

/**
 * How the loaders (pages.ts, events.ts, journeys.ts) reshape what the content
 * service answers for the renderers: products kept to what the visitor's
 * market sells, each with its offer, journeys and banners with their price in
 * that market, and list fields as one block. Pure and free of `server-only`,
 * so the fixtures generator (seed/fixtures.ts) reshapes the same answers with
 * the same code.
 */

/**
 * A special journey or a hero banner with its "from" price in the visitor's market: its
 * market information for that market, as a package's (`offerFor`), or null where the market has none,
 * so nothing shows a price in a currency the market did not give it.
 */
export type WithMarketPrice<Item> = Item & { offer: MarketOffer | null };

export function withMarketPrice<Item extends Parameters<typeof offerFor>[0]>(
  item: Item,
  market: Market,
): WithMarketPrice<Item> {
  return { ...item, offer: offerFor(item, market) ?? null };
}

type ModuleItem = NonNullable<NonNullable<NonNullable<PageModulesQuery['page']>['modulesCollection']>['items'][number]>;
type ModulesItem = Extract<ModuleItem, { __typename: 'Modules' }>;
type BannersItem = Extract<ModuleItem, { __typename: 'Banners' }>;
type BannerCardItem = NonNullable<NonNullable<BannersItem['bannersCollection']>['items'][number]>;
type TabItem = NonNullable<NonNullable<ModulesItem['tabsCollection']>['items'][number]>;
type ProductItem = NonNullable<NonNullable<TabItem['productsCollection']>['items'][number]>;

/** A tab of a `Modules` module, with the products its market sells. */
export type SellableTab = TabItem & { products: ReturnType<typeof sellableProducts<ProductItem>> };
/** A banners module whose banners carry their price in the visitor's market. */
export type PricedBanners = Omit<BannersItem, 'bannersCollection'> & {
  bannersCollection: { items: Array<WithMarketPrice<BannerCardItem> | null> } | null;
};
/**
 * A module as the renderers get it: tabs of `Modules` filtered by market, banners with their price in
 * it, every other kind as the CMS sends it.
 */
export type PageModule =
  Exclude<ModuleItem, ModulesItem | BannersItem> | (ModulesItem & { tabs: SellableTab[] }) | PricedBanners;

/**
 * A page's modules for a visitor of `market`: search lists made for another market left out, tabs
 * with what it sells, banners with their price there.
 */
export function pageModules(data: PageModulesQuery, market: Market): PageModule[] {
  const modules: PageModule[] = [];
  for (const item of data.page?.modulesCollection?.items ?? []) {
    if (!item) continue;
    if (item.__typename === 'AllSearchBoxModule' && item.market?.iso && item.market.iso !== market.iso) continue;
    if (item.__typename === 'Banners') {
      const banners = item.bannersCollection;
      modules.push({
        ...item,
        bannersCollection: banners && {
          ...banners,
          items: banners.items.map((banner) => banner && withMarketPrice(banner, market)),
        },
      });
      continue;
    }
    if (item.__typename !== 'Modules') {
      modules.push(item);
      continue;
    }
    const tabs: SellableTab[] = [];
    for (const tab of item.tabsCollection?.items ?? []) {
      if (tab) tabs.push({ ...tab, products: sellableProducts(tab.productsCollection?.items ?? [], market) });
    }
    modules.push({ ...item, tabs });
  }
  return modules;
}

type LandingItem = NonNullable<NonNullable<LandingBySlugQuery['landingCollection']>['items'][number]>;
type BoxItem = NonNullable<NonNullable<LandingItem['boxesCollection']>['items'][number]>;
type BoxProduct = NonNullable<NonNullable<BoxItem['productsCollection']>['items'][number]>;

/** A landing box as its renderer gets it: the products its market sells, each with its offer. */
export type EventBox = BoxItem & {
  __typename: 'LandingBox';
  products: ReturnType<typeof sellableProducts<BoxProduct>>;
};

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
  seo: EntrySeo;
};

/** A published landing as its page shows it to a visitor of `market`; null without a name or outside its markets. */
export function eventLanding(landing: LandingItem | null | undefined, market: Market): EventLanding | null {
  if (!landing?.name || !visibleInMarket(landing.marketsCollection?.items, market.iso)) return null;
  const boxes: EventBox[] = (landing.boxesCollection?.items ?? []).flatMap((box) =>
    box
      ? [
          {
            ...box,
            __typename: 'LandingBox' as const,
            products: sellableProducts(box.productsCollection?.items ?? [], market),
          },
        ]
      : [],
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
    seo: entrySeo(landing),
  };
}

/** A page's hero banners as one block (`section`), each with its price in the visitor's market. */
export function heroBanners(data: PageHeroBannersQuery, pageId: string, market: Market): SectionModule[] {
  const items = data.page?.heroBannersCollection?.items ?? [];
  return section(
    'HeroBanner',
    pageId,
    'heroBanners',
    items.map((banner) => banner && withMarketPrice(banner, market)),
  );
}

type JourneyItem = NonNullable<SpecialJourneyByIdQuery['specialJourney']>;

/** A special journey (parallax layout): its header and its modules, days, weather and recommendations. */
export type SpecialJourney = {
  id: string;
  title: string;
  description: string | null;
  /** The "from" price in the visitor's market, in its currency; null where that market has none. */
  offer: MarketOffer | null;
  numberOfDays: number | null;
  numberOfNights: number | null;
  /** The market's booking link, else the journey's own. */
  bookingUrl: string | null;
  external: boolean;
  image: JourneyItem['image'];
  modules: SectionModule[];
  seo: EntrySeo;
};

/** A published special journey as its page shows it to a visitor of `market`; null without a title. */
export function specialJourney(journey: JourneyItem | null | undefined, market: Market): SpecialJourney | null {
  if (!journey?.title) return null;
  const offer = offerFor(journey, market) ?? null;
  return {
    id: journey.sys.id,
    title: journey.title,
    description: journey.description,
    offer,
    numberOfDays: journey.numberOfDays,
    numberOfNights: journey.numberOfNights,
    bookingUrl: offer?.bookingUrl ?? journey.travelcUrl,
    external: journey.external ?? false,
    image: journey.image,
    modules: [
      ...section('JourneyDay', journey.sys.id, 'days', journey.daysCollection?.items),
      ...section('Weather', journey.sys.id, 'weather', journey.weatherCollection?.items),
      ...section('Recommendation', journey.sys.id, 'recommendations', journey.recommendationsCollection?.items),
    ],
    seo: entrySeo(journey),
  };
}
