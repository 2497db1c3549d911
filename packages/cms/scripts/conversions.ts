/**
 * Content that a change of the model must carry over, for `applyModel` (apply-model.ts).
 *
 * Contentful cannot change a field's type (the plan blocks it), so when the model replaces a field by
 * one of another type it gives the new field a new id. Removing the old field would lose what editors
 * entered in it; a conversion declared here moves it first. `applyModel` then, for the content type:
 *
 * 1. adds the new field beside the old one and publishes the content type;
 * 2. converts every entry that has a value in the old field and none in the new one (so a second run,
 *    after a failure half-way, converts only what is left), publishing it again if it was published
 *    without pending changes (an entry with an editor's unpublished changes is only updated: publishing
 *    it would publish those too);
 * 3. omits the old field, publishes, deletes it and publishes again, as for any removed field.
 */
import type { ModelClient, RemoteEntry } from './apply-model';

export interface FieldConversion {
  contentTypeId: string;
  /** The field the model no longer has. */
  from: string;
  /** The field of the model that takes its values. */
  to: string;
  /** What becomes of the values, in words, for the plan. */
  description: string;
  /**
   * Reads what it needs from the space once; the function it returns gives the new field's value
   * (in the default locale) for one entry's old value, or undefined to leave the entry as it is.
   */
  prepare(space: ConversionSpace): Promise<(value: unknown, entry: { id: string; label: string }) => Promise<unknown>>;
}

export interface ConversionSpace {
  client: ModelClient;
  /** The space's default locale: the non-localized fields' values sit under it. */
  defaultLocale: string;
  log: (line: string) => void;
}

const entryLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });

/** `marketInformation.name` holds at most 120 characters. */
const NAME_MAX_LENGTH = 120;

/** The published markets of the space, in the order the space lists them. */
async function publishedMarkets(space: ConversionSpace): Promise<{ id: string; iso: string }[]> {
  const markets = await space.client.getEntries('market');
  return markets.flatMap((market) => {
    const iso = market.fields.iso?.[space.defaultLocale];
    return market.sys.publishedVersion && !market.sys.archivedVersion && typeof iso === 'string'
      ? [{ id: market.sys.id, iso }]
      : [];
  });
}

/**
 * A special journey's or a hero banner's single `price` (a Number, shown in every market
 * in that market's currency) becomes its `marketInformation` list, the package's "Prices per market".
 * Each entry with a price gets one market information entry per published market of the space, all
 * with the old amount: exactly what each market showed before, so nothing visitors see changes with
 * the migration. The amount was never one currency's, so the log lists every entry made for editors
 * to set each market's own amount.
 */
export function priceToMarketPrices(contentTypeId: 'specialJourney' | 'heroBanner'): FieldConversion {
  return {
    contentTypeId,
    from: 'price',
    to: 'marketInformation',
    description:
      'each price becomes one market information entry per market with the same amount (what every market showed), to be set per market by editors',
    async prepare(space) {
      const markets = await publishedMarkets(space);
      if (markets.length === 0)
        throw new Error(`Cannot convert ${contentTypeId}.price: the space has no published market.`);
      return async (value, entry) => {
        if (typeof value !== 'number') return undefined;
        const links = [];
        for (const market of markets) {
          const suffix = ` – ${market.iso}`;
          const created = await space.client.createEntry('marketInformation', {
            name: { [space.defaultLocale]: `${entry.label.slice(0, NAME_MAX_LENGTH - suffix.length)}${suffix}` },
            market: { [space.defaultLocale]: entryLink(market.id) },
            price: { [space.defaultLocale]: value },
          });
          // Published at once: the entry that links it shows its price only when the price is published too.
          await space.client.publishEntry(created);
          links.push(entryLink(created.sys.id));
        }
        space.log(
          `  ${contentTypeId} ${entry.id} ("${entry.label}"): price ${value} → ${markets.length} prices per market (${markets.map((market) => market.iso).join(', ')}), ${value} each: set each market's amount in its currency`,
        );
        return links;
      };
    },
  };
}

/** The conversions of the model's changes that need one, checked by `applyModel` on every run. */
export const fieldConversions: readonly FieldConversion[] = [
  priceToMarketPrices('specialJourney'),
  priceToMarketPrices('heroBanner'),
];

/** Whether a field's value (every locale's) is empty. */
export function isEmptyField(value: RemoteEntry['fields'][string]): boolean {
  return (
    !value ||
    Object.values(value).every(
      (item) => item === undefined || item === null || (Array.isArray(item) && item.length === 0),
    )
  );
}
