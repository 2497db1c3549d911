import { z } from 'zod';
import { limits } from '@/cms/model/limits';
import { alignments, heroBannerLayouts } from '@/cms/model/values';

// The model's own patterns (cms/model/define.ts: HEX_COLOUR_PATTERN), so the site reads what editors can save.
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** An optional text field: the CMS sends null (or an empty string) when it is empty. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value ? value : null));

/** A yes/no field editors may leave unset: unset means no. */
export const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

/** An editor's colour (bgColor, textColor); a value the model would reject is treated as none. */
export const optionalColour = z
  .string()
  .nullish()
  .transform((value) => (value && HEX_COLOUR.test(value) ? value : null));

/** A photo as the BannerPhoto and CardPhoto fragments return it. */
export const photoSchema = z.object({
  title: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  url: z.string().min(1),
});

/** The model's `price`: a "from" price in the market's currency, without the sign. */
export const optionalPrice = z
  .number()
  .nonnegative()
  .nullish()
  .transform((value) => value ?? null);

/** The model's `discount`: a percentage (1–99) shown as "-20%". */
export const optionalDiscount = z
  .number()
  .int()
  .min(1)
  .max(99)
  .nullish()
  .transform((value) => value ?? null);

/**
 * A button needs somewhere to go: an editor can save a button text without a
 * link (both fields are optional in the model), but the site cannot show it.
 */
export function requireLinkForButton(banner: { cta: string | null; link: string | null }, ctx: z.RefinementCtx): void {
  if (banner.cta && !banner.link) {
    ctx.addIssue({ code: 'custom', path: ['link'], message: 'A banner with a button text needs a link.' });
  }
}

/** One hero banner as the PageHeroBanners query returns it. */
export const heroBannerItemSchema = z
  .object({
    sys: z.object({ id: z.string().min(1) }),
    /** Editors' label, never shown to visitors. */
    name: z.string().min(1),
    header: optionalText,
    description: optionalText,
    link: optionalText,
    cta: optionalText,
    external: flag,
    layout: z
      .enum(heroBannerLayouts)
      .nullish()
      .transform((value) => value ?? 'image'),
    align: z
      .enum(alignments)
      .nullish()
      .transform((value) => value ?? 'left'),
    price: optionalPrice,
    discount: optionalDiscount,
    tags: z
      .array(z.string().nullable())
      .nullish()
      .transform((tags) => (tags ?? []).filter((tag): tag is string => Boolean(tag?.trim()))),
    videoUrl: optionalText,
    bgColor: optionalColour,
    textColor: optionalColour,
    photo: photoSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((banner, ctx) => {
    requireLinkForButton(banner, ctx);
    // Only the compact strip can stand on its background colour; the image and video layouts are made of the photo.
    if (banner.layout !== 'compact' && !banner.photo) {
      ctx.addIssue({ code: 'custom', path: ['photo'], message: `A banner with the ${banner.layout} layout needs a photo.` });
    }
    if (banner.layout === 'video' && !banner.videoUrl) {
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: 'A banner with the video layout needs a video address.' });
    }
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
