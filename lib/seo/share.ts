import type { Metadata } from 'next';
import { intlLocale, locales, type Locale } from '@/lib/i18n/locales';

/** A CMS photo as the queries return it (any crop: the share picture asks the image service for its own). */
export type SharePhoto = { url: string | null; title?: string | null } | null | undefined;

/** The size Open Graph and Twitter's large card show a picture at (Facebook's and LinkedIn's recommendation). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * The photo at 1200 x 630 through the content service's Images API (Contentful's or the embedded one): the
 * crop the page's query chose is replaced by a fill to the share size, in JPEG, which every network's
 * crawler reads (not all of them read WEBP). Null without a photo.
 */
export function shareImageUrl(photoUrl: string | null | undefined): string | null {
  if (!photoUrl) return null;
  const [base = ''] = photoUrl.split('?', 1);
  if (!base) return null;
  const params = new URLSearchParams({
    w: String(SHARE_IMAGE.width),
    h: String(SHARE_IMAGE.height),
    fit: 'fill',
    fm: 'jpg',
    q: '80',
  });
  // Contentful serves images from a protocol-relative address (`//images.ctfassets.net/...`).
  return `${base.startsWith('//') ? `https:${base}` : base}?${params}`;
}

/** Open Graph's locale form (`en_GB`, `it_IT`, `pt_PT`, `es_ES`). */
export function openGraphLocale(locale: Locale): string {
  return intlLocale(locale).replace('-', '_');
}

export type ShareCard = {
  locale: Locale;
  title: string;
  description: string;
  /** The page's own address (canonical), a path under `metadataBase`; none for the 404 page. */
  path?: string;
  /** The page's CMS photo; the site's share picture when it has none. */
  photo: SharePhoto;
  siteName: string;
  /** The languages the page is shown in (its hreflang alternates); all four when not given. */
  shownIn?: readonly Locale[];
};

/**
 * Open Graph and Twitter card tags of a page (`openGraph`, `twitter` of Next's Metadata; relative
 * addresses are made absolute with `metadataBase`, i.e. SITE_URL): title, description, the photo at
 * 1200 x 630, the page's address, its language and the others it is shown in as alternates.
 */
export function shareMetadata({
  locale,
  title,
  description,
  path,
  photo,
  siteName,
  shownIn = locales,
}: ShareCard): Pick<Metadata, 'openGraph' | 'twitter'> {
  const url = shareImageUrl(photo?.url);
  const images = url ? [{ url, ...SHARE_IMAGE, alt: photo?.title?.trim() || title, type: 'image/jpeg' }] : undefined;
  return {
    openGraph: {
      type: 'website',
      siteName,
      title,
      description,
      ...(path ? { url: path } : {}),
      locale: openGraphLocale(locale),
      alternateLocale: locales.filter((other) => other !== locale && shownIn.includes(other)).map(openGraphLocale),
      ...(images ? { images } : {}),
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title,
      description,
      ...(images ? { images: images.map(({ url: image, alt }) => ({ url: image, alt })) } : {}),
    },
  };
}
