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
  const props = { ...image, srcSet: distinctSrcSet(image.srcSet) };
  if (preload) {
    // In the document's head, so the download starts before the body is parsed.
    preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client component
  return <img {...props} alt={props.alt} />;
}
