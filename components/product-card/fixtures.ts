import { itPackages, ukPackages, type ProductPayload } from './seed-packages';

export type { ProductPayload } from './seed-packages';

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

/** Only what the content model requires (name, photo) and the offer the loader adds; no booking link yet. */
export const minimal: ProductPayload = {
  sys: { id: 'package-rome-city-break' },
  name: 'Rome City Break',
  photo: {
    title: 'Rome City Break',
    url: '/content/images/ventura/package-rome-city-break-photo/3dda21c5a4de1a5ccdb7fff2a84a3a56/rome-city-break.webp?w=850&h=650&fit=fill&fm=webp',
  },
  offer: { price: 480, priceWithDiscount: null, currency: 'GBP', bookingUrl: null },
};

/**
 * What an editor can save but a card cannot show: the seed's draft package
 * (Kyoto in Autumn Colours) before its photo is chosen.
 */
export const invalid = {
  sys: { id: 'package-kyoto-in-autumn-colours' },
  name: "Kyoto e i colori dell'autunno",
  photo: null,
  offer: { price: 2660, priceWithDiscount: 2435, currency: 'EUR', bookingUrl: 'https://booking.example.com/it/kyoto-e-i-colori-dell-autunno' },
} as const;
