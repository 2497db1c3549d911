import { createHash } from 'node:crypto';
import { mulberry32 } from '../random';
import sharp from 'sharp';

/**
 * Originals for the seed content's image assets. They exist nowhere: each one
 * is drawn on demand as a travel-poster style placeholder (gradient sky, sun,
 * mountains, sea and the asset's title) whose colours and shapes are derived
 * from a hash of the asset id, so the same input always gives the same bytes.
 */

/** Bump when the drawing changes so ETags derived from it change too. */
export const RENDER_VERSION = 1;

/** Format of every generated original. */
export const ORIGINAL_FORMAT = 'webp' as const;

/** Sizes the spec gives for the seed assets. */
export const ORIGINAL_SIZES = {
  destinationPhoto: { width: 1200, height: 800 },
  packageCard: { width: 850, height: 650 },
  countryThumbnail: { width: 80, height: 80 },
} as const;

export const MAX_DIMENSION = 4000;

export interface OriginalSpec {
  /** Asset id; seeds the colours and shapes. */
  id: string;
  title: string;
  width: number;
  height: number;
  /** `#rrggbb`: the sky takes its hue (with the palette closest to it) instead of one picked by the hash of `id`. */
  seedColor?: string;
}

const XML_DISALLOWED = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Escapes text for SVG/XML content or attribute values, dropping characters XML cannot carry. */
export function escapeXml(text: string): string {
  return text.replace(XML_DISALLOWED, '').replace(/[&<>"']/g, (char) => {
    switch (char) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&#39;';
    }
  });
}

function hueOfHex(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new TypeError(`seedColor must look like #rrggbb, got ${JSON.stringify(hex)}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => parseInt(part ?? '0', 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return Math.round((hue * 60 + 360) % 360);
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

interface Palette {
  skyTop: Hsl;
  skyMid: Hsl;
  skyLow: Hsl;
  sun: Hsl;
  farHills: Hsl;
  nearHills: Hsl;
  seaTop: Hsl;
  seaBottom: Hsl;
}

const c = (h: number, s: number, l: number): Hsl => ({ h, s, l });

/** Hand-tuned poster palettes (a free hue would give green seas); the hash picks one and nudges its hues. */
export const PALETTES: readonly Palette[] = [
  // Sunset
  {
    skyTop: c(260, 45, 35),
    skyMid: c(330, 55, 60),
    skyLow: c(30, 90, 70),
    sun: c(45, 95, 75),
    farHills: c(280, 25, 50),
    nearHills: c(270, 30, 28),
    seaTop: c(220, 50, 40),
    seaBottom: c(230, 55, 18),
  },
  // Dawn
  {
    skyTop: c(205, 60, 55),
    skyMid: c(190, 50, 75),
    skyLow: c(35, 90, 82),
    sun: c(40, 100, 68),
    farHills: c(200, 25, 60),
    nearHills: c(210, 30, 35),
    seaTop: c(195, 60, 45),
    seaBottom: c(210, 65, 22),
  },
  // Tropical noon
  {
    skyTop: c(195, 80, 42),
    skyMid: c(185, 70, 62),
    skyLow: c(170, 60, 80),
    sun: c(50, 100, 70),
    farHills: c(160, 30, 45),
    nearHills: c(150, 40, 25),
    seaTop: c(180, 70, 38),
    seaBottom: c(200, 75, 20),
  },
  // Violet dusk
  {
    skyTop: c(230, 50, 35),
    skyMid: c(260, 45, 55),
    skyLow: c(290, 45, 65),
    sun: c(55, 95, 70),
    farHills: c(250, 25, 55),
    nearHills: c(245, 30, 30),
    seaTop: c(220, 55, 42),
    seaBottom: c(225, 60, 20),
  },
  // Mediterranean afternoon
  {
    skyTop: c(200, 65, 50),
    skyMid: c(30, 70, 75),
    skyLow: c(20, 85, 70),
    sun: c(10, 90, 62),
    farHills: c(25, 40, 55),
    nearHills: c(15, 40, 33),
    seaTop: c(195, 60, 40),
    seaBottom: c(210, 60, 20),
  },
  // Alpine lake
  {
    skyTop: c(180, 45, 35),
    skyMid: c(170, 40, 60),
    skyLow: c(45, 80, 80),
    sun: c(35, 95, 62),
    farHills: c(190, 20, 55),
    nearHills: c(200, 30, 30),
    seaTop: c(190, 55, 38),
    seaBottom: c(205, 60, 18),
  },
];

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

/** The palette picked by the hash, or the one whose sky is closest to the seed colour. */
function choosePalette(hash: number, seedHue: number | undefined): Palette {
  if (seedHue === undefined) return PALETTES[hash % PALETTES.length] ?? PALETTES[0]!;
  return PALETTES.reduce((best, palette) =>
    hueDistance(palette.skyTop.h, seedHue) < hueDistance(best.skyTop.h, seedHue) ? palette : best,
  );
}

const round = (value: number) => Math.round(value * 10) / 10;
const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)},${saturation}%,${lightness}%)`;

/** A jagged ridge from left to right edge, closed down to `bottom`. */
function ridge(
  random: () => number,
  width: number,
  baseY: number,
  amplitude: number,
  peaks: number,
  bottom: number,
): string {
  const points: string[] = [`0,${round(bottom)}`, `0,${round(baseY - random() * amplitude * 0.4)}`];
  const step = width / peaks;
  for (let i = 0; i < peaks; i += 1) {
    const peakX = i * step + step * (0.3 + random() * 0.4);
    const peakY = baseY - amplitude * (0.45 + random() * 0.55);
    const valleyX = (i + 1) * step;
    const valleyY = baseY - amplitude * random() * 0.35;
    points.push(`${round(peakX)},${round(peakY)}`, `${round(valleyX)},${round(valleyY)}`);
  }
  points.push(`${round(width)},${round(bottom)}`);
  return points.join(' ');
}

interface TitleLayout {
  lines: string[];
  fontSize: number;
}

/** Approximate advance of an upper-case bold sans glyph plus letter spacing, in em. */
const GLYPH_EM = 0.78;

function layoutTitle(title: string, width: number, height: number): TitleLayout | undefined {
  const clean = title.replace(/\s+/g, ' ').trim().toUpperCase();
  if (clean === '') return undefined;
  if (Math.min(width, height) < 200) {
    // Thumbnails: initials only, the full title would be unreadable.
    const words = clean.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word));
    const initials = (
      words.length > 1
        ? words.slice(0, 2).map((word) => Array.from(word)[0])
        : Array.from(words[0] ?? clean).slice(0, 1)
    ).join('');
    return {
      lines: [initials],
      fontSize: round(Math.min(height * 0.42, (width * 0.8) / (initials.length * GLYPH_EM))),
    };
  }
  const chars = Array.from(clean);
  const text = chars.length > 60 ? `${chars.slice(0, 59).join('').trimEnd()}…` : clean;
  const maxSize = height * 0.14;
  const usable = width * 0.86;
  const fit = (lines: string[]) =>
    Math.min(maxSize, usable / (Math.max(...lines.map((line) => Array.from(line).length)) * GLYPH_EM));
  let lines = [text];
  if (fit(lines) < maxSize * 0.6 && text.includes(' ')) {
    // Break at the space nearest the middle.
    const middle = text.length / 2;
    let best = -1;
    for (let i = text.indexOf(' '); i !== -1; i = text.indexOf(' ', i + 1)) {
      if (best === -1 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
    }
    lines = [text.slice(0, best), text.slice(best + 1)];
  }
  return { lines, fontSize: round(Math.min(fit(lines), lines.length > 1 ? maxSize * 0.8 : maxSize)) };
}

/** The SVG of the poster; exported for tests and debugging. */
export function posterSvg({ id, title, width, height, seedColor }: OriginalSpec): string {
  const digest = createHash('sha256').update(`${RENDER_VERSION}\0${id}`).digest();
  const random = mulberry32(digest.readUInt32BE(0));
  const seedHue = seedColor === undefined ? undefined : hueOfHex(seedColor);
  const small = Math.min(width, height);

  const horizon = height * (0.62 + random() * 0.08);
  const sunX = width * (0.2 + random() * 0.6);
  const sunY = horizon - height * (0.12 + random() * 0.2);
  const sunR = small * (0.09 + random() * 0.06);

  const palette = choosePalette(digest.readUInt16BE(4), seedHue);
  const jitter = seedHue === undefined ? (digest.readUInt8(6) % 21) - 10 : 0;
  const tone = ({ h, s, l }: Hsl) => hsl(h + jitter, s, l);
  const skyTop = seedHue === undefined ? tone(palette.skyTop) : hsl(seedHue, palette.skyTop.s, palette.skyTop.l);
  const skyMid = tone(palette.skyMid);
  const skyLow = tone(palette.skyLow);
  const sun = tone(palette.sun);
  const farHills = tone(palette.farHills);
  const nearHills = tone(palette.nearHills);
  const seaTop = tone(palette.seaTop);
  const seaBottom = tone(palette.seaBottom);

  const farRidge = ridge(random, width, horizon, height * 0.26, 3 + Math.floor(random() * 3), horizon + 1);
  const nearRidge = ridge(random, width, horizon, height * 0.15, 4 + Math.floor(random() * 4), horizon + 1);

  const shimmer: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const y = horizon + (height - horizon) * (0.08 + i * 0.11);
    const half = sunR * (1.3 - i * 0.15) * (0.7 + random() * 0.6);
    shimmer.push(
      `<rect x="${round(sunX - half)}" y="${round(y)}" width="${round(half * 2)}" height="${round(Math.max(1, small * 0.008))}" rx="${round(small * 0.004)}" fill="${sun}" opacity="${round(0.55 - i * 0.07)}"/>`,
    );
  }

  const layout = layoutTitle(title, width, height);
  let text = '';
  if (layout) {
    const { lines, fontSize } = layout;
    const lineHeight = fontSize * 1.1;
    const thumbnail = small < 200;
    const lastBaseline = thumbnail
      ? height / 2 + fontSize * 0.36
      : height - Math.max(height * 0.07, (height - horizon) * 0.28);
    const tspans = lines
      .map(
        (line, index) =>
          `<tspan x="${round(width / 2)}" y="${round(lastBaseline - (lines.length - 1 - index) * lineHeight)}">${escapeXml(line)}</tspan>`,
      )
      .join('');
    const shadow = round(Math.max(1, fontSize * 0.05));
    text = [
      `<g font-family="DejaVu Sans, Liberation Sans, Helvetica, Arial, sans-serif" font-weight="700" font-size="${fontSize}" letter-spacing="${round(fontSize * 0.06)}" text-anchor="middle">`,
      `<text fill="${seaBottom}" opacity="0.6" transform="translate(${shadow},${shadow})">${tspans}</text>`,
      `<text fill="#fffaf0">${tspans}</text>`,
      `</g>`,
    ].join('');
  }

  const frame = round(small * 0.025);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="0.55" stop-color="${skyMid}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>`,
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${seaTop}"/><stop offset="1" stop-color="${seaBottom}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${sun}" stop-opacity="0.6"/><stop offset="1" stop-color="${sun}" stop-opacity="0"/></radialGradient>`,
    `</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${round(sunX)}" cy="${round(sunY)}" r="${round(sunR * 2.6)}" fill="url(#glow)"/>`,
    `<circle cx="${round(sunX)}" cy="${round(sunY)}" r="${round(sunR)}" fill="${sun}"/>`,
    `<polygon points="${farRidge}" fill="${farHills}" opacity="0.85"/>`,
    `<polygon points="${nearRidge}" fill="${nearHills}"/>`,
    `<rect y="${round(horizon)}" width="${width}" height="${round(height - horizon)}" fill="url(#sea)"/>`,
    ...shimmer,
    text,
    small >= 200
      ? `<rect x="${frame}" y="${frame}" width="${round(width - frame * 2)}" height="${round(height - frame * 2)}" fill="none" stroke="#fffaf0" stroke-opacity="0.7" stroke-width="${round(Math.max(1, small * 0.006))}"/>`
      : '',
    `</svg>`,
  ].join('');
}

function assertDimension(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > MAX_DIMENSION) {
    throw new RangeError(`${name} must be a whole number between 1 and ${MAX_DIMENSION}, got ${value}`);
  }
}

/** Draws the placeholder and encodes it as WEBP at exactly `width` x `height`. Same input, same bytes. */
export async function renderOriginal(spec: OriginalSpec): Promise<Buffer> {
  assertDimension('width', spec.width);
  assertDimension('height', spec.height);
  return sharp(Buffer.from(posterSvg(spec)), { density: 72 })
    .resize(spec.width, spec.height, { fit: 'fill' })
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
}
