import { describe, expect, it } from 'vitest';
import type { ModelClient, RemoteEntry } from './apply-model';
import { fieldConversions, isEmptyField, priceToMarketPrices } from './conversions';

/** Just the entry calls a conversion makes, over one published market. */
function space() {
  const created: RemoteEntry[] = [];
  const client = {
    getEntries: async () => [
      { sys: { id: 'market-uk', version: 2, publishedVersion: 1 }, fields: { iso: { 'en-UK': 'UK' } } },
    ],
    createEntry: async (_contentTypeId: string, fields: RemoteEntry['fields']) => {
      const entry = { sys: { id: `new-${created.length + 1}`, version: 1 }, fields };
      created.push(entry);
      return entry;
    },
    publishEntry: async (entry: RemoteEntry) => entry,
  } as unknown as ModelClient;
  return { created, space: { client, defaultLocale: 'en-UK', log: () => {} } };
}

describe('priceToMarketPrices', () => {
  it('is declared for the special journey and the hero banner, price into marketInformation', () => {
    expect(fieldConversions.map(({ contentTypeId, from, to }) => `${contentTypeId}.${from} → ${to}`)).toEqual([
      'specialJourney.price → marketInformation',
      'heroBanner.price → marketInformation',
    ]);
  });

  it('names each price after its entry and market, within the 120 characters of a name', async () => {
    const { created, space: context } = space();
    const convert = await priceToMarketPrices('heroBanner').prepare(context);
    expect(await convert(540, { id: 'hero-a', label: 'x'.repeat(130) })).toEqual([
      { sys: { type: 'Link', linkType: 'Entry', id: 'new-1' } },
    ]);
    const name = created[0]!.fields.name!['en-UK'] as string;
    expect(name).toHaveLength(120);
    expect(name.endsWith('x – UK')).toBe(true);
  });

  it('leaves a value that is not a number alone', async () => {
    const { created, space: context } = space();
    const convert = await priceToMarketPrices('specialJourney').prepare(context);
    expect(await convert('2190', { id: 'journey-a', label: 'A' })).toBeUndefined();
    expect(created).toEqual([]);
  });
});

describe('isEmptyField', () => {
  it('is true for a missing field, empty lists and nulls in every locale', () => {
    expect(isEmptyField(undefined)).toBe(true);
    expect(isEmptyField({ 'en-UK': [] })).toBe(true);
    expect(isEmptyField({ 'en-UK': null })).toBe(true);
    expect(isEmptyField({ 'en-UK': [{ sys: { id: 'x' } }] })).toBe(false);
  });
});
