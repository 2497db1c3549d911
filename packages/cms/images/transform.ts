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
    super(
      `Invalid image parameter${issues.length > 1 ? 's' : ''}: ${issues.map((issue) => `${issue.parameter} ${issue.message}`).join('; ')}`,
    );
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
  return {
    r: parseInt(hex.slice(0, 2), 16),
    g: parseInt(hex.slice(2, 4), 16),
    b: parseInt(hex.slice(4, 6), 16),
    alpha: 1,
  };
}

const SHARP_FIT: Readonly<Record<ImageFit | 'none', keyof FitEnum>> = {
  scale: 'fill', // exact size, aspect ratio ignored
  fill: 'cover', // exact size, cropped
  crop: 'cover',
  thumb: 'cover',
  pad: 'contain', // exact size, letterboxed with `bg`
  none: 'inside', // within the box, aspect ratio kept
};

/**
 * What a transform costs is what it makes: its output's pixels times its format's cost per pixel, a JPEG pixel
 * being 1. Measured on this repository's seed drawings (a 1200x800 original resized with fit=fill, one libvips
 * thread as on the site, best of 3, on a 2-core VM shared with a CI run, load average 3-7), in ms per megapixel:
 * - at 4000x4000: PNG 29, JPEG 30-31 at any q (0.46-0.5 s), WEBP 68-73 at any q (1.1 s); AVIF (effort 2)
 *   154-162 at its default q=50 (2.5 s), 261 at q=99 (4.2 s), 660 at q=100 (10.6 s);
 * - at 1000x1000 to 2000x2000, where AVIF's limits fall: JPEG and PNG 31-49, WEBP 73-130; AVIF 189-358 at
 *   q=50, 213-365 at q=75, 286-544 at q=90, 339-696 at q=99, 614-1178 at q=100 (smaller images cost more a
 *   pixel: the encoder's fixed work weighs more).
 * Against JPEG's 31, a WEBP pixel costs 2.5-4 (2.5 at WEBP's limit) and an AVIF pixel 6-10 up to q=75, 10-24
 * above and 26-39 at q=100: priced at 9, 18 and 36 (`avifQualityCost`), so that each format's largest output
 * takes about as long as the largest JPEG. Quality moves only AVIF's cost measurably, so only AVIF's price
 * depends on it.
 */
export const FORMAT_COSTS: Readonly<Record<ImageFormat, number>> = { jpg: 1, png: 1, webp: 2.5, avif: 9 };

/** Above this quality an AVIF pixel costs twice as much, and at q=100 four times. */
export const AVIF_HIGH_QUALITY = 75;

function avifQualityCost(quality: number | undefined): number {
  if (quality === 100) return 4;
  return quality !== undefined && quality > AVIF_HIGH_QUALITY ? 2 : 1;
}

/** What one output pixel of `format` at `quality` (undefined: the encoder's default) costs, in JPEG pixels. */
export function pixelCost(format: ImageFormat, quality: number | undefined): number {
  return FORMAT_COSTS[format] * (format === 'avif' ? avifQualityCost(quality) : 1);
}

/**
 * The most a transform may cost: the largest JPEG or PNG the parameters allow (4000x4000, 0.5 s above, 1.4 s
 * in one measurement in bench/RESULTS.md), so each format's largest output takes about as long: WEBP up to 6.4 megapixels,
 * AVIF up to 1.78 (0.89 above q=75, 0.44 at q=100), where 4000x4000 at q=99 took 14 s once (bench/RESULTS.md) and held a
 * transform slot (one of two on a 2-core server) all along. The site's own pictures (1920x800 at most, the share
 * card 1200x630 at q=80) fit in every format (site-requests.test.ts).
 */
export const IMAGE_COST_BUDGET = MAX_DIMENSION * MAX_DIMENSION * FORMAT_COSTS.jpg;

/** The most output pixels `format` at `quality` may have. */
export function maxOutputPixels(format: ImageFormat, quality: number | undefined): number {
  return Math.floor(IMAGE_COST_BUDGET / pixelCost(format, quality));
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The output's size, known before any work from the original's size, by sharp's rules for `SHARP_FIT`
 * (both sides with a fit: exactly w x h; both without: within the box, aspect ratio kept; one side: the
 * other follows the aspect ratio; none: the original's size), give or take the pixel sharp's rounding may
 * differ by. Upscaling is allowed, as with Contentful.
 */
export function outputSize(params: ImageParams, original: ImageSize): ImageSize {
  const { w, h } = params;
  const shrunk = (shrink: number) => ({
    width: Math.max(1, Math.round(original.width / shrink)),
    height: Math.max(1, Math.round(original.height / shrink)),
  });
  if (w !== undefined && h !== undefined) {
    return params.fit === undefined
      ? shrunk(Math.max(original.width / w, original.height / h))
      : { width: w, height: h };
  }
  if (w !== undefined) return { width: w, height: shrunk(original.width / w).height };
  if (h !== undefined) return { width: shrunk(original.height / h).width, height: h };
  return { width: original.width, height: original.height };
}

const count = (value: number) => value.toLocaleString('en-US');

/** Each format's limit, e.g. `jpg and png 16,000,000; webp 6,400,000; avif 1,777,777 up to q=75, ...`. */
function limitsText(): string {
  const avif = (quality: number | undefined) => count(maxOutputPixels('avif', quality));
  return (
    `jpg and png ${count(maxOutputPixels('jpg', undefined))}; webp ${count(maxOutputPixels('webp', undefined))}; ` +
    `avif ${avif(AVIF_HIGH_QUALITY)} up to q=${AVIF_HIGH_QUALITY}, ${avif(AVIF_HIGH_QUALITY + 1)} above, ${avif(100)} at q=100`
  );
}

/** A transform over the budget: refused (400) before any work, naming the size, its format's limit and the others. */
export class ImageTooLargeError extends Error {
  constructor(
    readonly size: ImageSize,
    readonly format: ImageFormat,
    readonly quality: number | undefined,
    readonly maxPixels: number,
  ) {
    const pixels = size.width * size.height;
    const at = quality === undefined ? '' : ` at q=${quality}`;
    super(
      `Image too large: ${size.width}x${size.height} in ${format}${at} is ${count(pixels)} pixels, over its limit of ${count(maxPixels)} ` +
        `(pixels at most: ${limitsText()}). Ask for a smaller w or h, a lower q or another fm.`,
    );
    this.name = 'ImageTooLargeError';
  }

  get pixels(): number {
    return this.size.width * this.size.height;
  }
}

/**
 * Prices (normalized) parameters against IMAGE_COST_BUDGET from the original's size alone, before anything is
 * drawn or queued; throws an ImageTooLargeError when the output would cost more.
 */
export function checkImageBudget(
  params: ImageParams,
  original: ImageSize,
  originalFormat: ImageFormat = ORIGINAL_FORMAT,
): void {
  const format = params.fm ?? originalFormat;
  const size = outputSize(params, original);
  const maxPixels = maxOutputPixels(format, params.q);
  if (size.width * size.height > maxPixels) throw new ImageTooLargeError(size, format, params.q, maxPixels);
}

/**
 * How long sharp may work on one transform before it stops it. Each format's largest output within the budget
 * took 0.3-0.7 s here (best of 3 on two originals, 1.2 s at worst under the CI's load); the largest JPEG took
 * 1.4 s in one measurement (bench/RESULTS.md). Three seconds leaves room for a loaded machine, and is no longer than a
 * request may wait for a turn (defaultImageQueue): a stuck transform holds its slot for seconds, not minutes.
 * sharp counts whole seconds. libvips stops resizing and the JPEG, PNG and WEBP encoders when the time is up, but
 * not libheif's AVIF encoder (one call libvips cannot interrupt): for AVIF the budget is what bounds the time.
 */
export const TRANSFORM_TIMEOUT_SECONDS = 3;

/** A transform sharp stopped at its time limit: the server's trouble (a loaded machine), not the request's. */
export class ImageTransformTimeout extends Error {
  constructor(readonly seconds: number) {
    super(`The image transform was stopped after ${seconds} s`);
    this.name = 'ImageTransformTimeout';
  }
}

export interface TransformOptions {
  /** sharp's time limit in whole seconds (0: none); default TRANSFORM_TIMEOUT_SECONDS. */
  timeoutSeconds?: number;
}

/** Applies Images API parameters to an image; rejects with ImageTransformTimeout when sharp stops it at its time limit. */
export async function transformImage(
  original: Buffer,
  params: ImageParams,
  { timeoutSeconds = TRANSFORM_TIMEOUT_SECONDS }: TransformOptions = {},
): Promise<{ body: Buffer; contentType: string }> {
  const metadata = await sharp(original).metadata();
  const originalFormat = formatOf(metadata.format);
  const fm = params.fm ?? originalFormat ?? ORIGINAL_FORMAT;
  const contentType = CONTENT_TYPES[fm];
  const sized = params.w !== undefined || params.h !== undefined;
  if (!sized && fm === originalFormat && params.q === undefined) return { body: original, contentType };

  let pipeline = sharp(original).timeout({ seconds: timeoutSeconds });
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
  try {
    return { body: await pipeline.toBuffer(), contentType };
  } catch (error) {
    // libvips reports its own time limit as `timeout: NN% complete`.
    if (error instanceof Error && error.message.startsWith('timeout:')) throw new ImageTransformTimeout(timeoutSeconds);
    throw error;
  }
}
