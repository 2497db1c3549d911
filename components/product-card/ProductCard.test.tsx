// @vitest-environment jsdom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import type { SellableTab } from '@/lib/content/pages';
import type { MarketOffer } from '@/lib/content/products';
import { fixtureContext } from '@/registry/fixture-context';
import {
  discounted,
  invalid,
  italian,
  minimal,
  plain,
  recommended,
  recommendedWithDiscount,
  type ProductPayload,
} from './fixtures';
import { ProductCard } from './ProductCard';
import { productCardSchema, type marketOfferSchema } from '@/lib/content/product-card';

const NBSP = '\u00a0';

function card(product: ProductPayload, locale: Locale = 'en') {
  const view = render(<ProductCard product={productCardSchema.parse(product)} context={fixtureContext(locale)} />);
  return { ...view, article: view.container.querySelector('article')! };
}

describe('productCardSchema', () => {
  it('parses every fixture but the invalid one, which lacks its photo', () => {
    for (const fixture of [recommendedWithDiscount, plain, discounted, recommended, italian, minimal]) {
      expect(productCardSchema.safeParse(fixture).success).toBe(true);
    }
    const result = productCardSchema.safeParse(invalid);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['photo']);
  });

  it('normalises what the card reads: categories flattened, empty lines and missing flags dropped', () => {
    const data = productCardSchema.parse({
      ...plain,
      included: ['Return flights', null, '  '],
      recommended: null,
      categoriesCollection: { items: [{ name: 'Beach', slug: 'beach' }, null, { name: null, slug: 'x' }] },
    });
    expect(data.included).toEqual(['Return flights']);
    expect(data.recommended).toBe(false);
    expect(data.categories).toEqual([{ name: 'Beach', slug: 'beach' }]);
  });

  it('refuses a booking link that is neither a web address nor a path on the site', () => {
    expect(
      productCardSchema.safeParse({ ...plain, offer: { ...plain.offer, bookingUrl: 'javascript:alert(1)' } }).success,
    ).toBe(false);
  });

  it('reads every field the loaders deliver, and only those (compile-time)', () => {
    expectTypeOf<MarketOffer>().toExtend<z.input<typeof marketOfferSchema>>();
    // Null where the CMS may send null (the schema decides what is required): the field names must agree.
    expectTypeOf<keyof SellableTab['products'][number]>().toEqualTypeOf<keyof z.input<typeof productCardSchema>>();
  });
});

describe('ProductCard', () => {
  afterEach(() => cleanup());

  it('shows a plain package: name as a heading, days and nights, the from-price in pounds and no tag', () => {
    const { article } = card(plain);
    expect(within(article).getByRole('heading', { level: 3 }).textContent).toBe('Havana and Varadero');
    expect(within(article).getByText('9 days · 8 nights')).toBeVisible();
    expect(within(article).getByText('From £1,185')).toBeVisible();
    expect(within(article).getByText('per person')).toBeVisible();
    expect(within(article).queryByText('Our best choice')).toBeNull();
    expect(article.querySelector('s')).toBeNull();
    expect(within(article).getByText(/Three nights in a colonial hotel in Old Havana/)).toBeVisible();
    expect(within(article).getByText('Itinerary')).toBeVisible();
  });

  it('with a discount, strikes the original price through and offers the discounted one as the from-price', () => {
    const { article } = card(discounted);
    expect(article.querySelector('s')?.textContent).toBe('£785');
    expect(within(article).getByText('Original price: £785')).toBeVisible();
    expect(within(article).getByText('From £635')).toBeVisible();
    expect(within(article).queryByText('From £785')).toBeNull();
  });

  it('tags a recommended package and, in Italian, writes euros the Italian way', () => {
    const { article } = card(recommendedWithDiscount, 'it');
    expect(within(article).getByRole('heading', { level: 3 }).textContent).toBe('Costiera Amalfitana classica');
    expect(within(article).getByText('La nostra scelta migliore')).toBeVisible();
    expect(article.querySelector('s')?.textContent).toBe(`1245${NBSP}€`);
    // Testing Library reads the no-break space Intl puts before € as a plain space.
    expect(within(article).getByText('Da 1010 €')).toBeVisible();
    expect(within(article).getByText('8 giorni · 7 notti')).toBeVisible();
  });

  it('writes prices in the offer’s own currency, which need not be the page market’s', () => {
    const { article } = card({ ...discounted, offer: { ...discounted.offer, currency: 'EUR' } });
    expect(article.querySelector('s')?.textContent).toBe('€785');
    expect(within(article).getByText('Original price: €785')).toBeVisible();
    expect(within(article).getByText('From €635')).toBeVisible();
  });

  it('makes photo and name one link to the package page, named by the name alone (one tab stop); none without a valid slug', () => {
    const { article } = card({ ...plain, slug: 'havana-and-varadero' });
    const page = within(article).getByRole('link', { name: 'Havana and Varadero' });
    expect(page.getAttribute('href')).toBe('/en/packages/havana-and-varadero/');
    expect(page.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(page).getByRole('heading', { level: 3 }).textContent).toBe('Havana and Varadero');
    expect(within(article).getAllByRole('link')).toHaveLength(2);
    cleanup();
    const italianCard = card({ ...plain, slug: 'avana-e-varadero' }, 'it');
    expect(within(italianCard.article).getByRole('link', { name: 'Havana and Varadero' }).getAttribute('href')).toBe(
      '/it/pacchetti/avana-e-varadero/',
    );
    cleanup();
    const unslugged = card({ ...plain, slug: 'Not A Slug' });
    expect(within(unslugged.article).getAllByRole('link')).toHaveLength(1);
  });

  it('opens the booking page in a new tab and names the package in the link', () => {
    const { article } = card(plain);
    const link = within(article).getByRole('link', { name: /^Book now/ });
    expect(link.getAttribute('href')).toBe('https://booking.example.com/uk/havana-and-varadero');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('Book now, Havana and Varadero (opens in a new tab)');
  });

  it('keeps a booking path on this site in the same tab', () => {
    const { article } = card({ ...plain, external: false, offer: { ...plain.offer, bookingUrl: '/en/my-booking/' } });
    const link = within(article).getByRole('link', { name: /^Book now/ });
    // next/link keeps the trailing slash only with the app's trailingSlash config, which unit tests do not load.
    expect(link.getAttribute('href')).toMatch(/^\/en\/my-booking\/?$/);
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.textContent).toBe('Book now, Havana and Varadero');
  });

  it('lists what is and is not included in closed disclosures', () => {
    const { article } = card(plain);
    const [included, notIncluded] = Array.from(article.querySelectorAll('details'));
    expect(included?.open).toBe(false);
    expect(included?.querySelector('summary')?.textContent).toBe('Included');
    expect(Array.from(included?.querySelectorAll('li') ?? [], (item) => item.textContent)).toEqual([
      'Return flights',
      'Airport transfers',
      'Hotel with breakfast',
      'All-inclusive',
    ]);
    expect(notIncluded?.querySelector('summary')?.textContent).toBe('Not included');
    expect(notIncluded?.querySelectorAll('li')).toHaveLength(3);
  });

  it('shows categories as a labelled list of chips', () => {
    const { article } = card(recommended);
    const chips = within(article).getByRole('list', { name: 'Categories' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Beach', 'Honeymoon', 'Culture and history']);
  });

  it('says "1 day" for a day trip and leaves out zero nights', () => {
    const { article } = card({ ...plain, numberOfDays: 1, numberOfNights: 0 });
    expect(within(article).getByText('1 day')).toBeVisible();
    expect(within(article).queryByText(/^\d+ nights?$/)).toBeNull();
    expect(within(article).queryByText(/ · /)).toBeNull();
  });

  it('shows a minimal package without a booking link, lists or duration', () => {
    const { article } = card(minimal);
    expect(within(article).getByRole('heading', { level: 3 }).textContent).toBe('Rome City Break');
    expect(within(article).getByText('From £480')).toBeVisible();
    expect(within(article).queryByRole('link')).toBeNull();
    expect(article.querySelector('details')).toBeNull();
    expect(within(article).queryByText(/days/)).toBeNull();
  });
});
