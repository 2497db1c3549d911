import { describe, expect, it } from 'vitest';
import { formatPrice, marketOf } from './markets';

describe('markets', () => {
  it('maps each language to its market', () => {
    expect(marketOf('en')).toEqual({ iso: 'UK', currency: 'GBP' });
    expect(marketOf('pt')).toEqual({ iso: 'PT', currency: 'EUR' });
  });

  it('formats prices in the market’s currency the way the language writes them', () => {
    expect(formatPrice(1250, 'en')).toBe('£1,250');
    expect(formatPrice(1250, 'it').replace(/\s/g, ' ')).toBe('1250 €');
    expect(formatPrice(12500, 'es').replace(/\s/g, ' ')).toBe('12.500 €');
  });

  it('formats a price in the currency it is given, still the way the language writes it', () => {
    expect(formatPrice(1250, 'en', 'EUR')).toBe('€1,250');
    expect(formatPrice(1250, 'it', 'GBP').replace(/\s/g, ' ')).toBe('1250 £');
    expect(formatPrice(1250, 'en', 'GBP')).toBe(formatPrice(1250, 'en'));
  });
});
