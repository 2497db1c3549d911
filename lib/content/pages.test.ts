import { describe, expect, it, vi } from 'vitest';
import { PageModulesDocument } from '@/codegen/generated/graphql';
import { productCardSchema } from '@/lib/content/product-card';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>) => run,
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

const { queryContent } = await import('./server');
const { loadCampaignProduct, loadHeroBanners, loadPageModules } = await import('./pages');

type Product = {
  slug: string | null;
  unPublish?: boolean | null;
  marketInformationCollection: { items: unknown[] } | null;
};

async function rawTabProducts(locale: string, market: string): Promise<Product[]> {
  const data = await queryContent(PageModulesDocument, { locale, id: 'page-home', market });
  return (data.page?.modulesCollection?.items ?? []).flatMap((item) =>
    item?.__typename === 'Modules'
      ? (item.tabsCollection?.items ?? []).flatMap((tab) => (tab?.productsCollection?.items ?? []) as Product[])
      : [],
  );
}

describe('the home page’s modules for a market', () => {
  it('drop the tab products the market does not sell, which the CMS still returns', async () => {
    const raw = await rawTabProducts('en-UK', 'UK');
    const withdrawn = raw.filter((product) => product.unPublish);
    const unpriced = raw.filter((product) => !product.marketInformationCollection?.items.length);
    // The seed puts one of each in a home-page tab on purpose.
    expect(withdrawn.length).toBeGreaterThan(0);
    expect(unpriced.length).toBeGreaterThan(0);

    const modules = await loadPageModules('en', 'page-home');
    const kept = modules.flatMap((module) => ('tabs' in module ? module.tabs.flatMap((tab) => tab.products) : []));
    expect(kept.length).toBeGreaterThan(0);
    const keptSlugs = kept.map((product) => product.slug);
    for (const product of [...withdrawn, ...unpriced]) expect(keptSlugs).not.toContain(product.slug);
    for (const product of kept) expect(product.offer).toMatchObject({ currency: 'GBP', price: expect.any(Number) });
  });

  it('keep every module kind of the page', async () => {
    const kinds = new Set((await loadPageModules('it', 'page-home')).map((module) => module.__typename));
    expect([...kinds].sort()).toEqual([
      'ActionButtons',
      'AllSearchBoxModule',
      'Banners',
      'LinksModule',
      'LoopSlider',
      'Modules',
      'Newsletter',
    ]);
  });

  it('price the campaign product in the visitor’s market', async () => {
    const product = await loadCampaignProduct('it', 'page-home');
    expect(product?.offer.currency).toBe('EUR');
    expect(product?.slug).toBeTruthy();
  });

  it('show the campaign product, sold in all four markets, at each market’s own price and booking link', async () => {
    const offers = await Promise.all(
      (['en', 'it', 'pt', 'es'] as const).map(
        async (locale) => (await loadCampaignProduct(locale, 'page-home'))?.offer,
      ),
    );
    expect(offers).toEqual([
      {
        price: 2055,
        priceWithDiscount: null,
        currency: 'GBP',
        bookingUrl: 'https://booking.example.com/uk/grand-tour-of-italy',
      },
      {
        price: 2455,
        priceWithDiscount: 2055,
        currency: 'EUR',
        bookingUrl: 'https://booking.example.com/it/grand-tour-d-italia',
      },
      {
        price: 2325,
        priceWithDiscount: null,
        currency: 'EUR',
        bookingUrl: 'https://booking.example.com/pt/grand-tour-de-italia',
      },
      {
        price: 2365,
        priceWithDiscount: null,
        currency: 'EUR',
        bookingUrl: 'https://booking.example.com/es/gran-tour-de-italia',
      },
    ]);
  });

  it('give the campaign product up to 10 categories where list cards get 7', async () => {
    // The seed's campaign product (Grand Tour of Italy) has 8 categories.
    const product = await loadCampaignProduct('en', 'page-home');
    expect(product).not.toHaveProperty('campaignCategories');
    expect(product?.categoriesCollection?.items).toHaveLength(8);
    expect(productCardSchema.parse(product).categories).toHaveLength(8);
  });
});

describe('hero banners and banner cards for a market', () => {
  type Priced = { sys: { id: string }; offer: unknown };
  const heroOffers = async (locale: 'en' | 'it' | 'pt' | 'es') =>
    Object.fromEntries(
      ((await loadHeroBanners(locale, 'page-home'))[0]!.items as Priced[]).map((banner) => [
        banner.sys.id,
        banner.offer,
      ]),
    );
  const cardOffers = async (locale: 'en' | 'it') =>
    Object.fromEntries(
      (await loadPageModules(locale, 'page-home')).flatMap((module) =>
        module.__typename === 'Banners'
          ? (module.bannersCollection?.items ?? []).flatMap((banner) => (banner ? [[banner.sys.id, banner.offer]] : []))
          : [],
      ),
    );
  const offer = (price: number, currency: string) => ({ price, priceWithDiscount: null, currency, bookingUrl: null });

  it('carry the price of the visitor’s market, in its currency, and none for a banner without one', async () => {
    expect(await heroOffers('en')).toEqual({
      'hero-home-summer-in-italy': offer(540, 'GBP'),
      'hero-home-japan-in-bloom': offer(3290, 'GBP'),
      'hero-home-last-minute': null,
    });
    expect(await heroOffers('it')).toEqual({
      'hero-home-summer-in-italy': offer(630, 'EUR'),
      'hero-home-japan-in-bloom': offer(3820, 'EUR'),
      'hero-home-last-minute': null,
    });
    expect(await cardOffers('en')).toMatchObject({
      'hero-offer-iceland-journey': offer(2190, 'GBP'),
      'hero-offer-honeymoons': null,
    });
    expect(await cardOffers('it')).toMatchObject({
      'hero-offer-iceland-journey': offer(2540, 'EUR'),
      'hero-offer-honeymoons': null,
    });
  });
});
