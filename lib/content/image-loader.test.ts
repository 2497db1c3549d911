import { describe, expect, it } from 'vitest';
import contentImageLoader from './image-loader';

describe('the content image loader', () => {
  it('asks the Images API for each srcset width, keeping the crop ratio, in WEBP', () => {
    const src = '/content/images/ventura/a1/h/photo.webp?w=1200&h=800&fit=fill&fm=webp';
    expect(contentImageLoader({ src, width: 640 })).toBe(
      '/content/images/ventura/a1/h/photo.webp?w=640&h=427&fit=fill&fm=webp&q=75',
    );
    expect(contentImageLoader({ src, width: 1080, quality: 60 })).toContain('w=1080&h=720');
    // Wider screens get the crop itself, never an upscaled copy.
    expect(contentImageLoader({ src, width: 3840 })).toContain('w=1200&h=800');
  });

  it('keeps an absolute host (Contentful) and sets only the width when the query chose no size', () => {
    expect(contentImageLoader({ src: 'https://images.ctfassets.net/s/a/h/p.jpg', width: 828 })).toBe(
      'https://images.ctfassets.net/s/a/h/p.jpg?w=828&fm=webp&q=75',
    );
  });
});
