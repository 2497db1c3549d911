import { getImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

export type ContentPhoto = { url: string; title?: string | null };

/**
 * A srcset with each rendition once. next/image lists every configured width,
 * and past the crop's own width the loader asks for the crop itself (an
 * 850 px card photo for the 1080, 1280 and 1920 slots): repeating it only
 * makes the page longer (a results page lists 60 cards, each in the HTML and
 * in the RSC payload). The first, narrowest descriptor is kept.
 */
export function distinctSrcSet(srcSet: string | undefined): string | undefined {
  if (!srcSet) return srcSet;
  const seen = new Set<string>();
  return srcSet
    .split(', ')
    .filter((candidate) => {
      const url = candidate.slice(0, candidate.lastIndexOf(' '));
      if (seen.has(url)) return false;
      seen.add(url);
      return true;
    })
    .join(', ');
}

/** The narrowest screen the site is laid out for (e2e/phones.spec.ts measures every template at it). */
export const NARROWEST_VIEWPORT = 320;

/**
 * The narrowest slot, in CSS pixels, that `sizes` gives the picture on any
 * screen from NARROWEST_VIEWPORT up: each entry at the narrowest screen its
 * media condition admits (`(min-width: 1024px) 33vw` is 338 px at least).
 * Zero when an entry is not a plain length (`calc()`): nothing is then known.
 */
export function narrowestSlot(sizes: string): number {
  let narrowest = Infinity;
  for (const entry of sizes.split(',')) {
    const minWidth = /\(min-width:\s*(\d+(?:\.\d+)?)px\)/.exec(entry);
    const viewport = Math.max(NARROWEST_VIEWPORT, minWidth ? Number(minWidth[1]) : 0);
    const length = /(\d+(?:\.\d+)?)(vw|px|rem)\s*$/.exec(entry.trim());
    if (!length) return 0;
    const value = Number(length[1]);
    narrowest = Math.min(
      narrowest,
      length[2] === 'vw' ? (viewport * value) / 100 : length[2] === 'rem' ? value * 16 : value,
    );
  }
  return Number.isFinite(narrowest) ? narrowest : 0;
}

/**
 * The srcset without the renditions no screen picks: a width below the
 * narrowest slot at 1x is only taken where it is nearer the slot than the
 * next width up (browsers compare with the two widths' geometric mean), so it
 * goes when that mean is below the slot too. next/image lists 256 and 384 px
 * for a card that is never narrower than 320 px: the 256 px one only made
 * the page longer.
 */
export function usedSrcSet(srcSet: string | undefined, sizes: string | undefined): string | undefined {
  const distinct = distinctSrcSet(srcSet);
  if (!distinct || !sizes) return distinct;
  const slot = narrowestSlot(sizes);
  const candidates = distinct
    .split(', ')
    .map((candidate) => ({ candidate, width: Number(/ (\d+)w$/.exec(candidate)?.[1] ?? NaN) }));
  if (candidates.some(({ width }) => Number.isNaN(width))) return distinct;
  return candidates
    .filter(({ width }, index) => {
      const next = candidates[index + 1];
      return !next || Math.sqrt(width * next.width) >= slot;
    })
    .map(({ candidate }) => candidate)
    .join(', ');
}

/**
 * A picture from the content service, with next/image's attributes: the
 * srcset comes from the Images API in WEBP (lib/content/image-loader.ts),
 * and width and height are the spec's size for this use (SPEC section 9:
 * 1200x800 destinations, 850x650 cards, 80x80 thumbnails, 1920x800 banners),
 * so the box is reserved before the picture arrives and nothing shifts.
 *
 * A plain `<img>` from `getImageProps`, rendered on the server: a content
 * picture needs no client code (no placeholder, no load handler), so the page
 * neither downloads next/image's component nor hydrates one per picture.
 */
export function ContentImage({
  photo,
  width,
  height,
  sizes,
  alt,
  preload = false,
  className,
}: {
  photo: ContentPhoto;
  width: number;
  height: number;
  /**
   * Which share of the viewport the picture takes, for the browser's srcset
   * choice. Leave it out for a picture always shown at `width` CSS pixels
   * (logos, fixed cards): the srcset is then its 1x and 2x renditions.
   */
  sizes?: string;
  /** Defaults to the asset's title; pass '' for a decorative picture. */
  alt?: string;
  /** The page's largest picture above the fold (LCP): preloaded and fetched with high priority. */
  preload?: boolean;
  className?: string;
}) {
  const { props: image } = getImageProps({
    src: photo.url,
    alt: alt ?? photo.title ?? '',
    width,
    height,
    sizes,
    className,
    // Not lazy, and fetched ahead of the page's other pictures.
    ...(preload ? { preload: true, fetchPriority: 'high' } : {}),
  });
  // next/image colours the alt text transparent, which hides a picture that failed behind a blank box: a visitor
  // should read its alt text then, as with any picture (and the style was in every picture's HTML and payload).
  const { style: _hiddenAlt, ...shown } = image;
  const props = { ...shown, srcSet: usedSrcSet(image.srcSet, sizes) };
  if (preload) {
    // In the document's head, so the download starts before the body is parsed.
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client component
  return <img {...props} alt={props.alt} />;
}
