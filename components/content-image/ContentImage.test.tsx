import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentImage, distinctSrcSet } from './ContentImage';

const photo = { url: '/content/images/ventura/asset/abc/rome.webp?w=1920&h=800&fit=fill', title: 'The Colosseum at dawn' };

describe('a content picture', () => {
  it('is the picture itself, drawn on the server: no client component per picture for the page to download and hydrate', () => {
    const element = ContentImage({ photo, width: 1920, height: 800, sizes: '100vw' });
    expect(element.type).toBe('img');
  });

  // The srcset's URLs come from the build's loader (next.config.ts images.loaderFile; its own tests in lib/content/image-loader.test.ts, the built pages' in e2e/pages.spec.ts).
  it('offers a rendition per screen width, reserves the spec size, has the title as its text, and loads lazily', () => {
    const html = renderToString(<ContentImage photo={photo} width={1920} height={800} sizes="100vw" className="w-full" />);
    expect(html).toContain('alt="The Colosseum at dawn"');
    expect(html).toContain('width="1920"');
    expect(html).toContain('height="800"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('sizes="100vw"');
    expect(html).toMatch(/srcSet="[^"]* 640w, [^"]* 1920w/);
    expect(html).not.toContain('fetchPriority');
    expect(html).not.toContain('rel="preload"');
  });

  it('when it is the page’s LCP, is preloaded and fetched with high priority, and not lazy', () => {
    const html = renderToString(<ContentImage photo={photo} width={1920} height={800} sizes="100vw" alt="" preload />);
    expect(html).toMatch(/<link rel="preload" as="image" fetchPriority="high" imageSrcSet="[^"]* 640w, [^"]*" imageSizes="100vw"\/>/);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(html).not.toContain('loading="lazy"');
  });

  it('without sizes, offers its 1x and 2x renditions', () => {
    const html = renderToString(<ContentImage photo={{ url: '/content/images/ventura/logo/x/logo.png?w=80&h=80&fit=thumb' }} width={80} height={80} />);
    expect(html).toMatch(/srcSet="[^"]* 1x, [^"]* 2x"/);
    expect(html).toContain('alt=""');
  });

  it('lists each rendition once: widths past the crop, which the loader caps to it, are not repeated', () => {
    const crop = (width: number) => `/content/images/ventura/a/x/card.webp?w=${width}&h=${Math.round((width * 650) / 850)}&fm=webp&q=75`;
    expect(distinctSrcSet(`${crop(640)} 640w, ${crop(828)} 828w, ${crop(850)} 1080w, ${crop(850)} 1280w, ${crop(850)} 1920w`)).toBe(
      `${crop(640)} 640w, ${crop(828)} 828w, ${crop(850)} 1080w`,
    );
  });
});
