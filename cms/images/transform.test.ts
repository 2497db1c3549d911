import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderOriginal } from './generate';
import { ImageParamsError, imageParamsKey, normalizeImageParams, parseImageParams, transformImage } from './transform';

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
    expect(params('w=850&h=650&fm=avif&q=60&fit=pad&bg=rgb:FFcc00')).toEqual({ w: 850, h: 650, fm: 'avif', q: 60, fit: 'pad', bg: 'rgb:ffcc00' });
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
    expect(normalizeImageParams({ w: 10, fit: 'pad', bg: 'rgb:000000' })).toEqual({ fm: 'webp', w: 10, fit: 'pad', bg: 'rgb:000000' });
    expect(normalizeImageParams({ fm: 'png', q: 50 })).toEqual({ fm: 'png' });
  });

  it('gives a stable key whatever the parameter order', () => {
    expect(imageParamsKey(normalizeImageParams(params('w=850&h=650&fit=fill')))).toBe('fit=fill&fm=webp&h=650&w=850');
    expect(imageParamsKey(normalizeImageParams(params('fit=fill&h=650&fm=webp&w=850')))).toBe('fit=fill&fm=webp&h=650&w=850');
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
      const { data } = await sharp(body).extract({ left: 0, top: 0, width: 1, height: 1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return [...data];
    };
    const [r, g, b] = await pixel('w=300&h=600&fit=pad&fm=png&bg=rgb:ff0000');
    expect([r, g, b]).toEqual([255, 0, 0]);
    expect(await pixel('w=300&h=600&fit=pad&fm=png')).toEqual([255, 255, 255]);
  });

  it('is deterministic', async () => {
    const [a, b] = await Promise.all([output('w=850&h=650&fit=fill&fm=jpg&q=70'), output('w=850&h=650&fit=fill&fm=jpg&q=70')]);
    expect(a.body.equals(b.body)).toBe(true);
  });
});
