import { z } from 'zod';
import {
  HEX_COLOUR_PATTERN,
  HTTP_URL_PATTERN,
  LINK_PATTERN,
  SLUG_PATTERN,
  limits,
  landingBoxColumns,
} from '@/lib/content/model';
import { cardPhotoSchema, productCardSchema } from '@/lib/content/product-card';
import { flag, optional, optionalMediaUrl, optionalText } from '@/lib/content/fields';

const colour = optional(z.string().regex(new RegExp(HEX_COLOUR_PATTERN)));

/**
 * One box of an event landing as loadEvent (lib/content/events.ts) hands it
 * over: a LandingBySlug box item with `products` (the packages its market
 * sells, each with its offer) in place of `productsCollection`. Values are
 * checked the way the content model checks them (colours, addresses, the
 * anchor slug, 1-4 columns, at most 3 packages); only the title is required.
 */
export const landingBoxSchema = z.object({
  title: z.string().min(1),
  pretitle: optionalText,
  headlineBox: flag,
  /** The anchor of the box (…/#programme). */
  slug: optional(z.string().regex(new RegExp(SLUG_PATTERN))),
  bgColor: colour,
  textColor: colour,
  bgCover: flag,
  columns: optional(z.literal([...landingBoxColumns])),
  carrusel: flag,
  /** A YouTube or Vimeo address, or a video file's. */
  videoUrl: optional(z.string().regex(new RegExp(HTTP_URL_PATTERN))),
  link: optional(z.string().regex(new RegExp(LINK_PATTERN))),
  external: flag,
  image: optional(cardPhotoSchema),
  /** An uploaded video file (an asset); it comes first when both videos are set. */
  video: z
    .object({ url: optionalMediaUrl })
    .nullish()
    .transform((video) => video?.url || null),
  products: z.array(productCardSchema).max(limits.landingBoxProducts),
});

export type LandingBoxData = z.output<typeof landingBoxSchema>;
