import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ORIGINAL_SIZES, escapeXml, posterSvg, renderOriginal } from './generate';

describe('renderOriginal', () => {
  it('is deterministic: the same input gives identical bytes', async () => {
    const spec = { id: 'lisbon-hero', title: 'Lisbon', ...ORIGINAL_SIZES.destinationPhoto };
    const [first, second] = await Promise.all([renderOriginal(spec), renderOriginal(spec)]);
    const third = await renderOriginal({ ...spec });
    expect(first.equals(second)).toBe(true);
    expect(first.equals(third)).toBe(true);
  });

  it('differs between asset ids and titles', async () => {
    const base = { id: 'a', title: 'Porto', width: 300, height: 200 };
    const [a, b, c] = await Promise.all([
      renderOriginal(base),
      renderOriginal({ ...base, id: 'b' }),
      renderOriginal({ ...base, title: 'Braga' }),
    ]);
    expect(a.equals(b)).toBe(false);
    expect(a.equals(c)).toBe(false);
  });

  it.each(Object.entries(ORIGINAL_SIZES))(
    'encodes the %s size as WEBP at exactly that size',
    async (_name, { width, height }) => {
      const buffer = await renderOriginal({ id: 'x', title: 'Madeira Island Hopping', width, height });
      const metadata = await sharp(buffer).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height });
    },
  );

  it('honours a seed colour and rejects a malformed one', async () => {
    const spec = { id: 'x', title: 'Seed', width: 120, height: 80 };
    expect(posterSvg({ ...spec, seedColor: '#ff8800' })).not.toBe(posterSvg(spec));
    expect(posterSvg({ ...spec, seedColor: '#ff8800' })).toContain('hsl(32,');
    await expect(renderOriginal({ ...spec, seedColor: 'orange' })).rejects.toThrow(/seedColor must look like #rrggbb/);
  });

  it.each([
    [0, 10],
    [10, 4001],
    [10.5, 10],
  ])('rejects the size %s x %s', async (width, height) => {
    await expect(renderOriginal({ id: 'x', title: 'T', width, height })).rejects.toThrow(RangeError);
  });
});

describe('posterSvg', () => {
  it('escapes the title for SVG', async () => {
    const svg = posterSvg({ id: 'x', title: `Rock & Roll <script>"'\u0007`, width: 1200, height: 800 });
    expect(svg).toContain('ROCK &amp; ROLL');
    expect(svg).toContain('&lt;SCRIPT&gt;&quot;&#39;');
    expect(svg).not.toContain('<SCRIPT>');
    expect(svg).not.toContain('\u0007');
    // And it still renders.
    const buffer = await renderOriginal({ id: 'x', title: `Rock & Roll <script>"'\u0007`, width: 1200, height: 800 });
    expect((await sharp(buffer).metadata()).width).toBe(1200);
  });

  it('writes the title in large letters, initials on thumbnails', () => {
    expect(posterSvg({ id: 'x', title: 'Lisbon', width: 1200, height: 800 })).toMatch(/font-size="112"[^]*>LISBON</);
    expect(posterSvg({ id: 'x', title: 'New Zealand', width: 80, height: 80 })).toContain('>NZ<');
    expect(posterSvg({ id: 'x', title: '', width: 300, height: 200 })).not.toContain('<text');
  });

  it('wraps a long title onto two lines', () => {
    const svg = posterSvg({ id: 'x', title: 'Douro Valley Wine and Rail Escape', width: 850, height: 650 });
    expect(svg.match(/<tspan/g)).toHaveLength(4); // two lines, drawn twice (shadow + text)
  });

  it('escapeXml handles every special character', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(escapeXml('ok\u0000\uD800 ✓ 🌍')).toBe('ok ✓ 🌍');
  });
});
