import 'server-only';
import { PageCampaignDocument, PageModulesDocument, type PageModulesQuery } from '@/codegen/generated/graphql';
import { toContentfulLocale } from '@/cms/model';
import type { Locale } from '@/lib/i18n/locales';
import { marketOf } from './markets';
import { sellableProducts } from './products';
import { queryContent, type ContentQueryOptions } from './server';

type ModuleItem = NonNullable<NonNullable<NonNullable<PageModulesQuery['page']>['modulesCollection']>['items'][number]>;
type ModulesItem = Extract<ModuleItem, { __typename: 'Modules' }>;
type TabItem = NonNullable<NonNullable<ModulesItem['tabsCollection']>['items'][number]>;
type ProductItem = NonNullable<NonNullable<TabItem['productsCollection']>['items'][number]>;

/** A tab of a `Modules` module, with the products its market sells. */
export type SellableTab = TabItem & { products: ReturnType<typeof sellableProducts<ProductItem>> };
/** A module as the renderers get it: tabs of `Modules` filtered by market, every other kind as the CMS sends it. */
export type PageModule = Exclude<ModuleItem, ModulesItem> | (ModulesItem & { tabs: SellableTab[] });

/**
 * A page's modules (SPEC sections 4 and 5), ready for the renderers: products
 * of tabs keep only what the visitor's market sells, each with its offer.
 */
export async function loadPageModules(locale: Locale, pageId: string, options: ContentQueryOptions = {}): Promise<PageModule[]> {
  const data = await queryContent(PageModulesDocument, { locale: toContentfulLocale(locale), id: pageId }, options);
  const market = marketOf(locale);
  const modules: PageModule[] = [];
  for (const item of data.page?.modulesCollection?.items ?? []) {
    if (!item) continue;
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

/** The page's campaign product with its offer, or null when the market does not sell it. */
export async function loadCampaignProduct(locale: Locale, pageId: string, options: ContentQueryOptions = {}) {
  const data = await queryContent(PageCampaignDocument, { locale: toContentfulLocale(locale), id: pageId }, options);
  const product = data.page?.campaignProduct ?? null;
  return sellableProducts([product], marketOf(locale))[0] ?? null;
}
