import { z } from 'zod';
import { HEX_COLOUR_PATTERN, limits, alignments, heroBannerLayouts } from '@/lib/content/model';
import { flag, mediaUrl, optional, optionalLink, optionalMediaUrl, optionalText } from '@/lib/content/fields';
import { marketOfferSchema } from '@/lib/content/product-card';

const HEX_COLOUR = new RegExp(HEX_COLOUR_PATTERN);

/** An editor's colour (bgColor, textColor); a value the model would reject is treated as none. */
const optionalColour = z
  .string()
  .nullish()
  .transform((value) => (value && HEX_COLOUR.test(value) ? value : null));

/** A photo as the BannerPhoto and CardPhoto fragments return it. */
const photoSchema = z.object({
  title: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  url: mediaUrl,
});

/**
 * What every view of a hero banner entry reads: the hero itself, and the
 * cards of a banners module (registry/banners), which show the same entries.
 */
export const bannerEntryFields = {
  sys: z.object({ id: z.string().min(1) }),
  /** Editors' label, never shown to visitors. */
  name: z.string().min(1),
  header: optionalText,
  description: optionalText,
  link: optionalLink,
  cta: optionalText,
  external: flag,
  /**
   * The banner's "from" price in the visitor's market: the loader's `offer` (lib/content/shapes.ts,
   * `withMarketPrice`) from the banner's prices per market, with that market's currency. Null (no
   * price shown) where the market has none.
   */
  offer: optional(marketOfferSchema),
  /** The model's `discount`: a percentage (1–99) shown as "-20%". */
  discount: optional(z.number().int().min(1).max(99)),
  bgColor: optionalColour,
  textColor: optionalColour,
  photo: optional(photoSchema),
};

/**
 * A field the model leaves optional but this banner needs, left empty. The
 * issue carries the empty value as its input (`addIssue` would put the whole
 * banner there), so the editor reads "The field … is empty."
 */
function emptyField(ctx: z.RefinementCtx, field: string, message: string): void {
  ctx.issues.push({ code: 'custom', path: [field], message, input: null });
}

/**
 * A button needs somewhere to go: an editor can save a button text without a
 * link (both fields are optional in the model), but the site cannot show it.
 */
export function requireLinkForButton(banner: { cta: string | null; link: string | null }, ctx: z.RefinementCtx): void {
  if (banner.cta && !banner.link) emptyField(ctx, 'link', 'A banner with a button text needs a link.');
}

/** One hero banner as the PageHeroBanners query returns it. */
export const heroBannerItemSchema = z
  .object({
    ...bannerEntryFields,
    layout: z
      .enum(heroBannerLayouts)
      .nullish()
      .transform((value) => value ?? 'image'),
    align: z
      .enum(alignments)
      .nullish()
      .transform((value) => value ?? 'left'),
    tags: z
      .array(z.string().nullable())
      .nullish()
      .transform((tags) => (tags ?? []).filter((tag): tag is string => Boolean(tag?.trim()))),
    videoUrl: optionalMediaUrl,
  })
  .superRefine((banner, ctx) => {
    requireLinkForButton(banner, ctx);
    // Only the compact strip can stand on its background colour; the image and video layouts are made of the photo.
    if (banner.layout !== 'compact' && !banner.photo)
      emptyField(ctx, 'photo', `A banner with the ${banner.layout} layout needs a photo.`);
    if (banner.layout === 'video' && !banner.videoUrl)
      emptyField(ctx, 'videoUrl', 'A banner with the video layout needs a video address.');
  });

export type HeroBannerItem = z.output<typeof heroBannerItemSchema>;

/**
 * The page's hero banners as one block (a grouped section: the page loader
 * wraps the present items of `page.heroBannersCollection` as `items`).
 */
export const heroBannerSchema = z.object({
  items: z.array(heroBannerItemSchema).min(1).max(limits.heroBanners),
});

export type HeroBannerData = z.output<typeof heroBannerSchema>;
