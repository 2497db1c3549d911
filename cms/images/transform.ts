import sharp, { type FitEnum } from 'sharp';
import { z } from 'zod';
import { MAX_DIMENSION, ORIGINAL_FORMAT } from './generate';

/**
 * The subset of the Contentful Images API the site uses: `w`, `h`, `fm`, `q`,
 * `fit` and `bg`. Other parameters (`fl`, `f`, `r`, ...) are ignored, as
 * they would not change how the site looks.
 */

export const IMAGE_FORMATS = ['jpg', 'png', 'webp', 'avif'] as const;
export const IMAGE_FITS = ['pad', 'fill', 'scale', 'crop', 'thumb'] as const;
export const IMAGE_PARAMS = ['w', 'h', 'fm', 'q', 'fit', 'bg'] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type ImageFit = (typeof IMAGE_FITS)[number];
export type ImageParam = (typeof IMAGE_PARAMS)[number];

export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

function wholeNumber(min: number, max: number) {
  const message = `must be a whole number between ${min} and ${max}`;
  return z
    .string()
    .regex(/^\d+$/, { message })
    .transform(Number)
    .pipe(z.number().int().min(min, { message }).max(max, { message }));
}

export const imageParamsSchema = z.object({
  w: wholeNumber(1, MAX_DIMENSION).optional(),
  h: wholeNumber(1, MAX_DIMENSION).optional(),
  fm: z.enum(IMAGE_FORMATS, { message: `must be one of ${IMAGE_FORMATS.join(', ')}` }).optional(),
  q: wholeNumber(1, 100).optional(),
  fit: z.enum(IMAGE_FITS, { message: `must be one of ${IMAGE_FITS.join(', ')}` }).optional(),
  bg: z
    .string()
    .regex(/^rgb:[0-9a-f]{6}$/i, { message: 'must look like rgb:RRGGBB (six hexadecimal digits)' })
    .transform((value) => value.toLowerCase())
    .optional(),
});

export type ImageParams = z.output<typeof imageParamsSchema>;

export interface ImageParamIssue {
  parameter: ImageParam;
  message: string;
}

export class ImageParamsError extends Error {
  constructor(readonly issues: readonly ImageParamIssue[]) {
    super(`Invalid image parameter${issues.length > 1 ? 's' : ''}: ${issues.map((issue) => `${issue.parameter} ${issue.message}`).join('; ')}`);
    this.name = 'ImageParamsError';
  }
}

/** Validates the Images API parameters of a request; throws an ImageParamsError naming each bad one. */
export function parseImageParams(searchParams: URLSearchParams): ImageParams {
  const raw: Partial<Record<ImageParam, string>> = {};
  const issues: ImageParamIssue[] = [];
  for (const parameter of IMAGE_PARAMS) {
    const values = searchParams.getAll(parameter);
    if (values.length > 1) issues.push({ parameter, message: 'must be given at most once' });
    if (values.length > 0) raw[parameter] = values[0];
  }
  const result = imageParamsSchema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const parameter = issue.path[0] as ImageParam;
      if (!issues.some((known) => known.parameter === parameter)) issues.push({ parameter, message: issue.message });
    }
  }
  if (issues.length > 0 || !result.success) {
    issues.sort((a, b) => IMAGE_PARAMS.indexOf(a.parameter) - IMAGE_PARAMS.indexOf(b.parameter));
    throw new ImageParamsError(issues);
  }
  return result.data;
}

/**
 * The parameters that actually shape the output, with the format resolved:
 * `fit` only with a size, `bg` only with `fit=pad`, `q` never for PNG.
 * Two requests with the same normalized parameters get the same bytes.
 */
export function normalizeImageParams(params: ImageParams, originalFormat: ImageFormat = ORIGINAL_FORMAT): ImageParams {
  const fm = params.fm ?? originalFormat;
  const sized = params.w !== undefined || params.h !== undefined;
  const fit = sized ? params.fit : undefined;
  const normalized: ImageParams = { fm };
  if (params.w !== undefined) normalized.w = params.w;
  if (params.h !== undefined) normalized.h = params.h;
  if (params.q !== undefined && fm !== 'png') normalized.q = params.q;
  if (fit !== undefined) normalized.fit = fit;
  if (fit === 'pad' && params.bg !== undefined) normalized.bg = params.bg;
  return normalized;
}

/** A stable text form of (normalized) parameters, e.g. `fit=fill&fm=webp&h=650&w=850`. */
export function imageParamsKey(params: ImageParams): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&');
}

function formatOf(format: string | undefined): ImageFormat | undefined {
  switch (format) {
    case 'jpeg':
    case 'jpg':
      return 'jpg';
    case 'png':
    case 'webp':
    case 'avif':
      return format;
    case 'heif':
      return 'avif';
    default:
      return undefined;
  }
}

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

function colourOf(bg: string | undefined): { r: number; g: number; b: number; alpha: number } {
  if (bg === undefined) return WHITE;
  const hex = bg.slice('rgb:'.length);
  return { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16), alpha: 1 };
}

const SHARP_FIT: Readonly<Record<ImageFit | 'none', keyof FitEnum>> = {
  scale: 'fill', // exact size, aspect ratio ignored
  fill: 'cover', // exact size, cropped
  crop: 'cover',
  thumb: 'cover',
  pad: 'contain', // exact size, letterboxed with `bg`
  none: 'inside', // within the box, aspect ratio kept
};

/** Applies Images API parameters to an image. */
export async function transformImage(original: Buffer, params: ImageParams): Promise<{ body: Buffer; contentType: string }> {
  const metadata = await sharp(original).metadata();
  const originalFormat = formatOf(metadata.format);
  const fm = params.fm ?? originalFormat ?? ORIGINAL_FORMAT;
  const contentType = CONTENT_TYPES[fm];
  const sized = params.w !== undefined || params.h !== undefined;
  if (!sized && fm === originalFormat && params.q === undefined) return { body: original, contentType };

  let pipeline = sharp(original);
  if (sized) {
    const fit = params.fit ?? 'none';
    pipeline = pipeline.resize({
      width: params.w,
      height: params.h,
      fit: SHARP_FIT[fit],
      ...(fit === 'pad' ? { background: colourOf(params.bg) } : {}),
    });
  }
  const quality = params.q === undefined ? {} : { quality: params.q };
  switch (fm) {
    case 'jpg':
      pipeline = pipeline.flatten({ background: colourOf(params.fit === 'pad' ? params.bg : undefined) }).jpeg(quality);
      break;
    case 'png':
      pipeline = pipeline.png();
      break;
    case 'webp':
      pipeline = pipeline.webp(quality);
      break;
    case 'avif':
      // The default effort (4) takes seconds for a 1200x800 image; 2 is several times faster for ~15% more bytes.
      pipeline = pipeline.avif({ ...quality, effort: 2 });
      break;
  }
  return { body: await pipeline.toBuffer(), contentType };
}
