import { describe, expect, it } from 'vitest';
import { link, mediaUrl, optionalLink, optionalMediaUrl } from '@/lib/content/fields';

describe('addresses from the CMS', () => {
  it.each([
    '/en/contact-us/',
    '/',
    'https://example.com/a?b=c',
    'http://example.com',
    '#search',
    'mailto:a@example.com',
    'tel:+441234567',
  ])('take %j as a link', (value) => {
    expect(link.safeParse(value).success).toBe(true);
    expect(optionalLink.parse(value)).toBe(value);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example/',
    '/\\evil.example/',
    'https://',
    'contact-us',
  ])('refuse %j as a link or a picture', (value) => {
    expect(link.safeParse(value).success).toBe(false);
    expect(optionalLink.safeParse(value).success).toBe(false);
    expect(mediaUrl.safeParse(value).success).toBe(false);
    expect(optionalMediaUrl.safeParse(value).success).toBe(false);
  });

  it('read empty optional addresses as none, and pictures only from the web or this site', () => {
    for (const empty of [null, undefined, '', '  ']) {
      expect(optionalLink.parse(empty)).toBeNull();
      expect(optionalMediaUrl.parse(empty)).toBeNull();
    }
    expect(mediaUrl.safeParse('/content/images/ventura/a/b/c.webp').success).toBe(true);
    expect(mediaUrl.safeParse('https://images.ctfassets.net/x/y/z/p.jpg').success).toBe(true);
    expect(mediaUrl.safeParse('mailto:a@example.com').success).toBe(false);
  });
});
