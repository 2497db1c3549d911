import { z } from 'zod';
import { productSections, type ProductSection } from '@travel/cms/model/values';
import { flag, mediaUrl, optionalText } from '@/lib/content/fields';

/** A list field (one item per line in the CMS); empty lines are dropped. */
const lines = z
  .array(z.string().nullable())
  .nullish()
  .transform((items) => (items ?? []).filter((item): item is string => typeof item === 'string' && item.trim() !== ''));

/** A photo as the CardPhoto fragment returns it (850 x 650, WEBP). */
export const cardPhotoSchema = z.object({ title: z.string().nullish(), url: mediaUrl });

/** Where a booking link may lead: a full http(s) address (TravelC) or a path on this site. */
const BOOKING_URL = /^(?:https?:\/\/[^\s/$.?#][^\s]*|\/(?!\/)[^\s]*)$/;

/**
 * What a visitor of one market pays and where they book (lib/content/products.ts,
 * `offerFor`): the loaders attach it to every product they keep.
 */
export const marketOfferSchema = z.object({
  price: z.number().nonnegative(),
  priceWithDiscount: z.number().nonnegative().nullable(),
  /** An ISO 4217 code (GBP, EUR): prices are formatted with it, and Intl.NumberFormat throws on anything else. */
  currency: z.string().regex(/^[A-Za-z]{3}$/, { message: 'must be an ISO 4217 currency code such as EUR' }),
  bookingUrl: z.string().regex(BOOKING_URL).nullable(),
});

/**
 * A package as a product card shows it: the ProductCard fragment
 * (codegen/operations/fragments.graphql) plus the `offer` that
 * `sellableProducts` attaches for the visitor's market. Module schemas that
 * list packages (tabs, landing boxes, campaign product) embed this schema.
 *
 * Required as in the content model: the name and the photo. Everything else
 * may be missing and is normalised (lists to arrays, flags to booleans).
 */
export const productCardSchema = z
  .object({
    sys: z.object({ id: z.string().min(1) }),
    name: z.string().min(1),
    slug: optionalText,
    shortDescription: optionalText,
    numberOfDays: z.number().int().positive().nullish(),
    numberOfNights: z.number().int().nonnegative().nullish(),
    recommended: flag,
    outstanding: flag,
    external: flag,
    unPublish: flag,
    included: lines,
    notIncluded: lines,
    typeSites: z.array(z.string().nullable()).nullish(),
    photo: cardPhotoSchema,
    categoriesCollection: z
      .object({ items: z.array(z.object({ name: z.string().nullish(), slug: z.string().nullish() }).nullable()) })
      .nullish(),
    // Read by the loaders to build `offer`; the card itself only uses the offer.
    marketInformationCollection: z.object({ items: z.array(z.unknown()) }).nullish(),
    offer: marketOfferSchema,
  })
  .transform((product) => ({
    id: product.sys.id,
    name: product.name,
    slug: product.slug,
    shortDescription: product.shortDescription,
    numberOfDays: product.numberOfDays ?? null,
    numberOfNights: product.numberOfNights ?? null,
    recommended: product.recommended,
    outstanding: product.outstanding,
    /** "Yes if the booking link opens another website in a new tab." */
    external: product.external,
    included: product.included,
    notIncluded: product.notIncluded,
    sections: (product.typeSites ?? []).filter((section): section is ProductSection =>
      productSections.some((known) => known === section),
    ),
    photo: product.photo,
    categories: (product.categoriesCollection?.items ?? []).flatMap((category) =>
      category?.name ? [{ name: category.name, slug: category.slug ?? null }] : [],
    ),
    offer: product.offer,
  }));

/** A product card's data: what `productCardSchema` outputs. */
export type ProductCardData = z.output<typeof productCardSchema>;
