import { describe, expect, it } from 'vitest';
import { marketOf } from './markets';
import { offerFor, sellableProducts } from './products';

const info = (iso: string, price: number | null, priceWithDiscount: number | null = null) => ({
  market: { iso, currency: iso === 'UK' ? 'GBP' : 'EUR' },
  price,
  priceWithDiscount,
  travelcUrl: `https://booking.example.com/${iso.toLowerCase()}/x`,
});

const product = (name: string, items: ReturnType<typeof info>[] | null, unPublish = false) => ({
  name,
  unPublish,
  marketInformationCollection: items === null ? null : { items },
});

describe('products in a market', () => {
  it('takes the price, discount, currency and booking URL of the visitor’s market', () => {
    expect(offerFor(product('a', [info('IT', 1200, 990), info('UK', 1000)]), marketOf('it'))).toEqual({
      price: 1200,
      priceWithDiscount: 990,
      currency: 'EUR',
      bookingUrl: 'https://booking.example.com/it/x',
    });
    expect(offerFor(product('a', [info('IT', 1200, 990), info('UK', 1000)]), marketOf('en'))).toMatchObject({
      price: 1000,
      priceWithDiscount: null,
      currency: 'GBP',
    });
  });

  it('ignores a "discount" that is not below the price', () => {
    expect(offerFor(product('a', [info('ES', 800, 800)]), marketOf('es'))?.priceWithDiscount).toBeNull();
  });

  it('drops unresolved links, withdrawn products and products not sold in the market', () => {
    const products = [
      product('sold', [info('PT', 700)]),
      null,
      product('withdrawn', [info('PT', 700)], true),
      product('other market', [info('ES', 700)]),
      product('no market information', null),
      product('no price', [info('PT', null)]),
    ];
    expect(sellableProducts(products, marketOf('pt')).map((kept) => kept.name)).toEqual(['sold']);
  });
});
