import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderOriginal } from './generate';
import {
  checkImageBudget,
  IMAGE_COST_BUDGET,
  ImageParamsError,
  imageParamsKey,
  ImageTooLargeError,
  ImageTransformTimeout,
  maxOutputPixels,
  normalizeImageParams,
  outputSize,
  parseImageParams,
  pixelCost,
  TRANSFORM_TIMEOUT_SECONDS,
  transformImage,
} from './transform';

const params = (query: string) => parseImageParams(new URLSearchParams(query));

function paramsError(query: string): ImageParamsError {
  try {
    params(query);
  } catch (error) {
    expect(error).toBeInstanceOf(ImageParamsError);
    return error as ImageParamsError;
  }
  throw new Error(`parseImageParams accepted ${query}`);
}

describe('parseImageParams', () => {
  it('accepts the Images API parameters', () => {
    expect(params('w=850&h=650&fm=avif&q=60&fit=pad&bg=rgb:FFcc00')).toEqual({
      w: 850,
      h: 650,
      fm: 'avif',
      q: 60,
      fit: 'pad',
      bg: 'rgb:ffcc00',
    });
    expect(params('')).toEqual({});
    expect(params('fl=progressive&f=face&r=20')).toEqual({});
  });

  it.each([
    ['w=0', 'w', /between 1 and 4000/],
    ['w=4001', 'w', /between 1 and 4000/],
    ['h=-5', 'h', /between 1 and 4000/],
    ['h=12.5', 'h', /whole number/],
    ['w=', 'w', /whole number/],
    ['w=abc', 'w', /whole number/],
    ['q=0', 'q', /between 1 and 100/],
    ['q=101', 'q', /between 1 and 100/],
    ['fm=gif', 'fm', /one of jpg, png, webp, avif/],
    ['fm=JPG', 'fm', /one of jpg, png, webp, avif/],
    ['fit=cover', 'fit', /one of pad, fill, scale, crop, thumb/],
    ['bg=ff0000', 'bg', /rgb:RRGGBB/],
    ['bg=rgb:ff00', 'bg', /rgb:RRGGBB/],
    ['w=10&w=20', 'w', /at most once/],
  ])('rejects %s naming %s', (query, parameter, message) => {
    const error = paramsError(query);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]?.parameter).toBe(parameter);
    expect(error.issues[0]?.message).toMatch(message);
    expect(error.message).toContain(`Invalid image parameter: ${parameter} `);
  });

  it('lists every bad parameter', () => {
    const error = paramsError('fit=zoom&w=0&q=high');
    expect(error.issues.map((issue) => issue.parameter)).toEqual(['w', 'q', 'fit']);
    expect(error.message).toMatch(/^Invalid image parameters: w must .*; q must .*; fit must be one of/);
  });
});

describe('normalizeImageParams', () => {
  it('resolves the format and drops parameters that do not change the output', () => {
    expect(normalizeImageParams({})).toEqual({ fm: 'webp' });
    expect(normalizeImageParams({ fit: 'pad', bg: 'rgb:000000' })).toEqual({ fm: 'webp' });
    expect(normalizeImageParams({ w: 10, fit: 'fill', bg: 'rgb:000000' })).toEqual({ fm: 'webp', w: 10, fit: 'fill' });
    expect(normalizeImageParams({ w: 10, fit: 'pad', bg: 'rgb:000000' })).toEqual({
      fm: 'webp',
      w: 10,
      fit: 'pad',
      bg: 'rgb:000000',
    });
    expect(normalizeImageParams({ fm: 'png', q: 50 })).toEqual({ fm: 'png' });
  });

  it('gives a stable key whatever the parameter order', () => {
    expect(imageParamsKey(normalizeImageParams(params('w=850&h=650&fit=fill')))).toBe('fit=fill&fm=webp&h=650&w=850');
    expect(imageParamsKey(normalizeImageParams(params('fit=fill&h=650&fm=webp&w=850')))).toBe(
      'fit=fill&fm=webp&h=650&w=850',
    );
  });
});

describe('transformImage', () => {
  let original: Buffer;
  beforeAll(async () => {
    original = await renderOriginal({ id: 'lisbon-hero', title: 'Lisbon', width: 1200, height: 800 });
  });

  async function output(query: string) {
    const { body, contentType } = await transformImage(original, params(query));
    const { format, width, height } = await sharp(body).metadata();
    return { format, width, height, contentType, body };
  }

  it.each([
    ['w=850&h=650&fit=fill&fm=webp', 'webp', 850, 650],
    ['w=80&h=80&fit=thumb', 'webp', 80, 80],
    ['w=80&h=80&fit=crop', 'webp', 80, 80],
    ['w=600', 'webp', 600, 400],
    ['h=200', 'webp', 300, 200],
    ['w=600&h=600', 'webp', 600, 400],
    ['w=600&h=600&fit=scale', 'webp', 600, 600],
    ['w=600&h=600&fit=pad', 'webp', 600, 600],
    ['w=300&fit=fill', 'webp', 300, 200],
    ['w=400&h=300&fm=png', 'png', 400, 267],
    ['w=100&fm=avif&q=40', 'heif', 100, 67],
    ['fm=jpg&q=50', 'jpeg', 1200, 800],
    ['w=2400', 'webp', 2400, 1600],
  ])('?%s -> %s %ix%i', async (query, format, width, height) => {
    expect(await output(query)).toMatchObject({ format, width, height });
  });

  it('reports the content type of the requested format', async () => {
    expect((await output('fm=jpg')).contentType).toBe('image/jpeg');
    expect((await output('fm=png')).contentType).toBe('image/png');
    expect((await output('fm=avif&w=50')).contentType).toBe('image/avif');
    expect((await output('w=10')).contentType).toBe('image/webp');
  });

  it('returns the original untouched when nothing changes', async () => {
    expect((await transformImage(original, {})).body).toBe(original);
    expect((await transformImage(original, { fm: 'webp' })).body).toBe(original);
  });

  it('lowers the size with the quality', async () => {
    const [low, high] = await Promise.all([output('fm=jpg&q=10'), output('fm=jpg&q=95')]);
    expect(low.body.length).toBeLessThan(high.body.length);
  });

  it('pads with bg, white by default', async () => {
    const pixel = async (query: string) => {
      const { body } = await transformImage(original, params(query));
      const { data } = await sharp(body)
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data];
    };
    const [r, g, b] = await pixel('w=300&h=600&fit=pad&fm=png&bg=rgb:ff0000');
    expect([r, g, b]).toEqual([255, 0, 0]);
    expect(await pixel('w=300&h=600&fit=pad&fm=png')).toEqual([255, 255, 255]);
  });

  it('is deterministic', async () => {
    const [a, b] = await Promise.all([
      output('w=850&h=650&fit=fill&fm=jpg&q=70'),
      output('w=850&h=650&fit=fill&fm=jpg&q=70'),
    ]);
    expect(a.body.equals(b.body)).toBe(true);
  });
});

describe('the transform budget', () => {
  const lisbon = { width: 1200, height: 800 };
  const budget = (query: string, original = lisbon) => checkImageBudget(normalizeImageParams(params(query)), original);
  function refusal(query: string, original = lisbon): ImageTooLargeError {
    try {
      budget(query, original);
    } catch (error) {
      expect(error).toBeInstanceOf(ImageTooLargeError);
      return error as ImageTooLargeError;
    }
    throw new Error(`checkImageBudget allowed ${query}`);
  }

  it("prices a pixel by its format, and AVIF's by its quality too", () => {
    expect(IMAGE_COST_BUDGET).toBe(16_000_000);
    expect([pixelCost('jpg', 100), pixelCost('png', undefined), pixelCost('webp', 100)]).toEqual([1, 1, 2.5]);
    expect([undefined, 75, 76, 99, 100].map((quality) => pixelCost('avif', quality))).toEqual([9, 9, 18, 18, 36]);
    expect(maxOutputPixels('jpg', 100)).toBe(16_000_000);
    expect(maxOutputPixels('webp', 80)).toBe(6_400_000);
    expect([50, 99, 100].map((quality) => maxOutputPixels('avif', quality))).toEqual([1_777_777, 888_888, 444_444]);
  });

  it('refuses 4000x4000 AVIF at q=99 (it took 14 s), naming the size and the limits', () => {
    const error = refusal('w=4000&h=4000&fit=fill&fm=avif&q=99');
    expect(error.message).toBe(
      'Image too large: 4000x4000 in avif at q=99 is 16,000,000 pixels, over its limit of 888,888 ' +
        '(pixels at most: jpg and png 16,000,000; webp 6,400,000; avif 1,777,777 up to q=75, 888,888 above, 444,444 at q=100). ' +
        'Ask for a smaller w or h, a lower q or another fm.',
    );
    expect({ pixels: error.pixels, maxPixels: error.maxPixels, format: error.format, quality: error.quality }).toEqual({
      pixels: 16_000_000,
      maxPixels: 888_888,
      format: 'avif',
      quality: 99,
    });
    // Without a fit the output keeps the original's shape: 4000x2667, still far over.
    expect(refusal('w=4000&h=4000&fm=avif&q=99').size).toEqual({ width: 4000, height: 2667 });
  });

  it.each([
    ['w=4000&h=4000&fit=fill&fm=jpg&q=100', true],
    ['w=4000&h=4000&fit=fill&fm=png', true],
    ['w=4000&h=4000&fit=fill&fm=webp', false],
    ['w=2500&h=2500&fit=fill&fm=webp&q=100', true],
    ['w=1920&h=800&fit=fill&fm=avif&q=75', true],
    ['w=1920&h=1080&fit=fill&fm=avif', false],
    ['w=1200&h=630&fit=fill&fm=avif&q=80', true],
    ['w=1200&h=800&fit=fill&fm=avif&q=80', false],
    ['w=666&h=666&fit=fill&fm=avif&q=100', true],
    ['w=700&h=700&fit=fill&fm=avif&q=100', false],
    // The original's size, re-encoded: the default format (WEBP) at 1200x800, or AVIF.
    ['', true],
    ['fm=avif&q=100', false],
  ])('?%s within the budget: %s', (query, allowed) => {
    if (allowed) expect(() => budget(query)).not.toThrow();
    else expect(() => budget(query)).toThrow(ImageTooLargeError);
  });

  it('prices the output, not the parameters: one side given, the other follows the original', () => {
    const logo = { width: 240, height: 80 };
    expect(refusal('h=4000&fm=jpg', logo).size).toEqual({ width: 12_000, height: 4000 });
    expect(() => budget('w=4000&fm=jpg', logo)).not.toThrow();
  });

  it('computes the size sharp makes, to the pixel its rounding may differ by', async () => {
    const original = await renderOriginal({ id: 'lisbon-hero', title: 'Lisbon', width: 1200, height: 800 });
    const queries = [
      'w=301',
      'h=199',
      'w=301&h=301',
      'w=301&h=150',
      'w=301&h=301&fit=pad',
      'w=301&h=150&fit=fill',
      'h=75&fit=thumb',
      'w=7&h=3&fit=scale',
      'fm=png',
    ];
    for (const query of queries) {
      const { body } = await transformImage(original, normalizeImageParams(params(query)));
      const { width = 0, height = 0 } = await sharp(body).metadata();
      const size = outputSize(normalizeImageParams(params(query)), lisbon);
      expect(Math.abs(size.width - width), `${query}: ${size.width} wide, sharp made ${width}`).toBeLessThanOrEqual(1);
      expect(Math.abs(size.height - height), `${query}: ${size.height} high, sharp made ${height}`).toBeLessThanOrEqual(
        1,
      );
    }
  });
});

describe('the time limit of a transform', () => {
  let original: Buffer;
  beforeAll(async () => {
    original = await renderOriginal({ id: 'lisbon-hero', title: 'Lisbon', width: 1200, height: 800 });
  });

  it('is set on every transform', async () => {
    const timeout = vi.spyOn(sharp.prototype, 'timeout');
    await transformImage(original, { w: 40, fm: 'jpg' });
    expect(timeout).toHaveBeenCalledWith({ seconds: TRANSFORM_TIMEOUT_SECONDS });
    expect(TRANSFORM_TIMEOUT_SECONDS).toBeLessThanOrEqual(5);
  });

  it('stops a transform still running when the time is up', async () => {
    // 144 megapixels of JPEG (far over the budget, which the handler checks first) take 4-5 s on a 2-core VM.
    const started = performance.now();
    await expect(
      transformImage(original, { w: 12_000, h: 12_000, fit: 'scale', fm: 'jpg' }, { timeoutSeconds: 1 }),
    ).rejects.toEqual(new ImageTransformTimeout(1));
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
