import 'server-only';
import {
  NotFoundPageDocument,
  PageBasicDocument,
  PageCampaignDocument,
  PageHeroBannersDocument,
  PageModulesDocument,
  PageSearchboxDocument,
  PageSlugsDocument,
  type PageBasicQuery,
} from '@/codegen/generated/graphql';
import { toContentfulLocale } from './model';
import type { PageLayout } from '@travel/cms/model/values';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { marketOf } from './markets';
import { sellableProducts } from './products';
import { section, visibleInMarket, type SectionModule } from './sections';
import { entrySeo, type EntrySeo } from './seo';
import { heroBanners, pageModules, type PageModule } from './shapes';
import { queryContent, type ContentQueryOptions } from './server';

export type { PageModule, SellableTab } from './shapes';

type PageItem = NonNullable<NonNullable<PageBasicQuery['pageCollection']>['items'][number]>;

/** A page's basic information (the first loading step of SPEC section 4). */
export type PageInfo = {
  id: string;
  name: string;
  slug: string;
  layout: PageLayout;
  shortTitle: string | null;
  description: string | null;
  photo: PageItem['photo'];
  /** The page it sits under (a subpage's), with its name in this language: the breadcrumb's middle step. */
  parent: { name: string; slug: string } | null;
  seo: EntrySeo;
};

/** The slug the home page has in the CMS, in every language. */
export const HOME_SLUG = 'home';

/** The layouts a page can be served with at its own address; a 404-layout page only feeds the not-found screen. */
const servedLayouts: readonly PageLayout[] = ['default', 'landing', 'parallax'];

function isServedLayout(layout: string | null): layout is PageLayout {
  return servedLayouts.some((served) => served === layout);
}

/**
 * The page at `/{locale}/{slugs...}/` (the home page for `[HOME_SLUG]`): its
 * slug in this language, under the right parent, shown in the visitor's market
 * and servable at an address. Null for anything else: the caller answers 404.
 */
export async function findPage(
  locale: Locale,
  slugs: readonly string[],
  options: ContentQueryOptions = {},
): Promise<PageInfo | null> {
  const slug = slugs.at(-1);
  if (!slug || slugs.length > 2) return null;
  const data = await queryContent(PageBasicDocument, { locale: toContentfulLocale(locale), slug }, options);
  const page = data.pageCollection?.items[0];
  if (!page?.slug || !page.name || !isServedLayout(page.layout)) return null;
  const parentSlug = slugs.length === 2 ? slugs[0] : null;
  if ((page.parent?.slug ?? null) !== parentSlug) return null;
  if (!visibleInMarket(page.marketsCollection?.items, marketOf(locale).iso)) return null;
  return {
    id: page.sys.id,
    name: page.name,
    slug: page.slug,
    layout: page.layout,
    shortTitle: page.shortTitle,
    description: page.description,
    photo: page.photo,
    parent: page.parent?.slug ? { name: page.parent.name ?? page.parent.slug, slug: page.parent.slug } : null,
    seo: entrySeo(page),
  };
}

/** The page's address in each language, from its slugs (and its parent's) in the CMS: hreflang and the language switcher. */
export async function loadPageAlternates(
  pageId: string,
  options: ContentQueryOptions = {},
): Promise<Partial<Record<Locale, string>>> {
  const data = await queryContent(PageSlugsDocument, { id: pageId }, options);
  const page = data.page;
  const alternates: Partial<Record<Locale, string>> = {};
  if (!page) return alternates;
  for (const locale of locales) {
    const slug = page[locale];
    const parent = page.parent?.[locale];
    if (!slug || (page.parent && !parent)) continue;
    if (slug === HOME_SLUG && !page.parent) alternates[locale] = hrefFor(locale, 'home', {});
    else
      alternates[locale] = parent
        ? hrefFor(locale, 'contentSubpage', { page: parent, subpage: slug })
        : hrefFor(locale, 'contentPage', { page: slug });
  }
  return alternates;
}

/**
 * A page's modules (SPEC sections 4 and 5), ready for the renderers: products
 * of tabs keep only what the visitor's market sells, each with its offer, and
 * search lists made for another market are left out.
 */
export async function loadPageModules(
  locale: Locale,
  pageId: string,
  options: ContentQueryOptions = {},
): Promise<PageModule[]> {
  const market = marketOf(locale);
  const data = await queryContent(
    PageModulesDocument,
    { locale: toContentfulLocale(locale), id: pageId, market: market.iso },
    options,
  );
  return pageModules(data, market);
}

/**
 * The page's campaign product with its offer, or null when the market does
 * not sell it. It shows up to 10 categories where list cards show 7 (SPEC
 * section 9): the query's 10 (`campaignCategories`) take the place of the
 * card fragment's 7 in `categoriesCollection`, which is what the card reads.
 */
export async function loadCampaignProduct(locale: Locale, pageId: string, options: ContentQueryOptions = {}) {
  const market = marketOf(locale);
  const data = await queryContent(
    PageCampaignDocument,
    { locale: toContentfulLocale(locale), id: pageId, market: market.iso },
    options,
  );
  const campaign = data.page?.campaignProduct;
  if (!campaign) return null;
  const { campaignCategories, ...fields } = campaign;
  const product = { ...fields, categoriesCollection: campaignCategories ?? fields.categoriesCollection };
  return sellableProducts([product], market)[0] ?? null;
}

/** The page's hero banners as one carousel block, each with its price in the visitor's market. */
export async function loadHeroBanners(
  locale: Locale,
  pageId: string,
  options: ContentQueryOptions = {},
): Promise<SectionModule[]> {
  const market = marketOf(locale);
  const data = await queryContent(
    PageHeroBannersDocument,
    { locale: toContentfulLocale(locale), id: pageId, market: market.iso },
    options,
  );
  return heroBanners(data, pageId, market);
}

/** The page's search-box tabs as one block. */
export async function loadSearchbox(
  locale: Locale,
  pageId: string,
  options: ContentQueryOptions = {},
): Promise<SectionModule[]> {
  const data = await queryContent(PageSearchboxDocument, { locale: toContentfulLocale(locale), id: pageId }, options);
  return section('SearchboxItem', pageId, 'searchboxItems', data.page?.searchboxItemsCollection?.items);
}

/** The modules editors put on the not-found screen (a page with layout 404), if any. */
export async function loadNotFoundModules(
  locale: Locale,
  options: ContentQueryOptions = {},
): Promise<{ pageId: string; modules: PageModule[] } | null> {
  const data = await queryContent(NotFoundPageDocument, { locale: toContentfulLocale(locale) }, options);
  const pageId = data.pageCollection?.items[0]?.sys.id;
  return pageId ? { pageId, modules: await loadPageModules(locale, pageId, options) } : null;
}
