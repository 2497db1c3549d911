import type { z } from 'zod';
import type { productCardSchema } from '@/lib/content/product-card';
import seed from './seed.generated.json';

/** A package exactly as the loaders hand it to the renderers: the ProductCard fragment plus the offer of the visitor's market. */
export type ProductPayload = z.input<typeof productCardSchema>;

/** `rome-city-break` as `romeCityBreak`. */
type Camel<Text extends string> = Text extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : Text;
const camel = (text: string) => text.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());

/** The names of the seed's packages a locale's entries hold: their ids without `package-`, in camel case. */
type PackageName<Locale extends string> = keyof typeof seed extends infer Key
  ? Key extends `${Locale}:package-${infer Id}`
    ? Camel<Id>
    : never
  : never;

/**
 * The seed's packages in one market, as the embedded content service answers
 * the ProductCard fragment, each with the offer `sellableProducts` attaches
 * (lib/content/products.ts): those the seed's tabs and event boxes show,
 * from seed.generated.json (written by seed/fixtures.ts).
 */
function packagesOf<Locale extends 'en' | 'it'>(locale: Locale): Record<PackageName<Locale>, ProductPayload> {
  const prefix = `${locale}:package-`;
  const packages: Record<string, ProductPayload> = seed;
  const entries = Object.entries(packages).flatMap(([key, payload]) =>
    key.startsWith(prefix) ? [[camel(key.slice(prefix.length)), payload] as const] : [],
  );
  return Object.fromEntries(entries) as Record<PackageName<Locale>, ProductPayload>;
}

/** The UK market (English, pounds). */
export const ukPackages = packagesOf('en');

/** The Italian market (Italian, euros). */
export const itPackages = packagesOf('it');

/**
 * The seed's best choice with a discount: Amalfi Coast Classic as the Italian
 * market sells it (1,245 EUR, 1,010 EUR with the discount). The UK market has
 * no discounted best choice in the seed, so this one is shown in Italian.
 */
export const recommendedWithDiscount: ProductPayload = itPackages.amalfiCoastClassic;

/** A plain package in the UK market: no tag, no discount (Havana and Varadero, £1,185). */
export const plain: ProductPayload = ukPackages.havanaAndVaradero;

/** A discounted package in the UK market, not a best choice (Balearic Island Hopping, £785, £635 with the discount). */
export const discounted: ProductPayload = ukPackages.balearicIslandHopping;

/** The seed's best choice in the UK market, full price (Amalfi Coast Classic, £1,110). */
export const recommended: ProductPayload = ukPackages.amalfiCoastClassic;

/** An Italian package in euros (Lisbona e Sintra, 575 EUR). */
export const italian: ProductPayload = itPackages.lisbonAndSintra;

const { sys, name, photo, offer } = ukPackages.romeCityBreak;

/** Only what the content model requires (name, photo) and the offer the loader adds; no booking link yet (Rome City Break, £480). */
export const minimal: ProductPayload = { sys, name, photo, offer: { ...offer, bookingUrl: null } };

/** What an editor can save but a card cannot show: a package whose photo is not chosen yet. */
export const invalid = { ...italian, photo: null };
