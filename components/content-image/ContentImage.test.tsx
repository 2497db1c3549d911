import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentImage, distinctSrcSet, narrowestSlot, usedSrcSet } from './ContentImage';

const photo = {
  url: '/content/images/ventura/asset/abc/rome.webp?w=1920&h=800&fit=fill',
  title: 'The Colosseum at dawn',
};

describe('a content picture', () => {
  it('is the picture itself, drawn on the server: no client component per picture for the page to download and hydrate', () => {
    const element = ContentImage({ photo, width: 1920, height: 800, sizes: '100vw' });
    expect(element.type).toBe('img');
  });

  // The srcset's URLs come from the build's loader (next.config.ts images.loaderFile; its own tests in lib/content/image-loader.test.ts, the built pages' in e2e/pages.spec.ts).
  it('offers a rendition per screen width, reserves the spec size, has the title as its text, and loads lazily', () => {
    const html = renderToString(
      <ContentImage photo={photo} width={1920} height={800} sizes="100vw" className="w-full" />,
    );
    expect(html).toContain('alt="The Colosseum at dawn"');
    expect(html).toContain('width="1920"');
    expect(html).toContain('height="800"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('sizes="100vw"');
    expect(html).toMatch(/srcSet="[^"]* 640w, [^"]* 1920w/);
    expect(html).not.toContain('fetchPriority');
    expect(html).not.toContain('rel="preload"');
    // A picture that fails shows its alt text, as any picture does.
    expect(html).not.toContain('style=');
  });

  it('when it is the page’s LCP, is preloaded and fetched with high priority, and not lazy', () => {
    const html = renderToString(<ContentImage photo={photo} width={1920} height={800} sizes="100vw" alt="" preload />);
    expect(html).toMatch(
      /<link rel="preload" as="image" fetchPriority="high" imageSrcSet="[^"]* 640w, [^"]*" imageSizes="100vw"\/>/,
    );
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(html).not.toContain('loading="lazy"');
  });

  it('without sizes, offers its 1x and 2x renditions', () => {
    const html = renderToString(
      <ContentImage
        photo={{ url: '/content/images/ventura/logo/x/logo.png?w=80&h=80&fit=thumb' }}
        width={80}
        height={80}
      />,
    );
    expect(html).toMatch(/srcSet="[^"]* 1x, [^"]* 2x"/);
    expect(html).toContain('alt=""');
  });

  it('lists each rendition once: widths past the crop, which the loader caps to it, are not repeated', () => {
    const crop = (width: number) =>
      `/content/images/ventura/a/x/card.webp?w=${width}&h=${Math.round((width * 650) / 850)}&fm=webp&q=75`;
    expect(
      distinctSrcSet(
        `${crop(640)} 640w, ${crop(828)} 828w, ${crop(850)} 1080w, ${crop(850)} 1280w, ${crop(850)} 1920w`,
      ),
    ).toBe(`${crop(640)} 640w, ${crop(828)} 828w, ${crop(850)} 1080w`);
  });

  it('leaves out the renditions no screen picks: a card never narrower than 320 px needs no 256 px one', () => {
    const cards = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
    expect(narrowestSlot(cards)).toBe(320);
    expect(narrowestSlot('(min-width: 1280px) 405px, (min-width: 1024px) 33vw, 100vw')).toBe(320);
    expect(narrowestSlot('(min-width: 768px) 28rem, 50vw')).toBe(160);
    expect(narrowestSlot('calc(100vw - 2rem)')).toBe(0);
    const widths = (srcSet: string | undefined) => srcSet?.split(', ').map((candidate) => candidate.split(' ')[1]);
    const all = [256, 384, 640, 828, 1080].map((width) => `/p.webp?w=${width} ${width}w`).join(', ');
    expect(widths(usedSrcSet(all, cards))).toEqual(['384w', '640w', '828w', '1080w']);
    // 300 px sits nearer a 320 px slot than 640 px does (their geometric mean is 438): a browser at 1x takes it.
    expect(widths(usedSrcSet('/a 300w, /b 640w', '100vw'))).toEqual(['300w', '640w']);
    expect(widths(usedSrcSet(all, 'calc(100vw - 2rem)'))).toEqual(['256w', '384w', '640w', '828w', '1080w']);

    const html = renderToString(<ContentImage photo={photo} width={850} height={650} sizes={cards} />);
    expect(html).toMatch(/srcSet="[^"]*w=384[^"]* 384w, /);
    expect(html).not.toContain(' 256w');
  });
});
