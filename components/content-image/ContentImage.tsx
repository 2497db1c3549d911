import Image from 'next/image';

export type ContentPhoto = { url: string; title?: string | null };

/**
 * A picture from the content service through next/image: the srcset comes
 * from the Images API in WEBP (lib/content/image-loader.ts), and width and
 * height are the spec's size for this use (SPEC section 9: 1200x800
 * destinations, 850x650 cards, 80x80 thumbnails, 1920x800 banners), so the
 * box is reserved before the picture arrives and nothing shifts.
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
  return (
    <Image
      src={photo.url}
      alt={alt ?? photo.title ?? ''}
      width={width}
      height={height}
      sizes={sizes}
      preload={preload}
      fetchPriority={preload ? 'high' : undefined}
      className={className}
    />
  );
}
