import { ContentImage } from '@/components/content-image/ContentImage';
import type { DestinationPhoto } from '@/lib/content/destinations';

/** A destination photo at the spec's 1200x800, sized so nothing shifts while it loads. */
export function DestinationImage({
  photo,
  sizes,
  preload = false,
  className,
}: {
  photo: DestinationPhoto;
  sizes: string;
  preload?: boolean;
  className?: string;
}) {
  return (
    <ContentImage
      photo={photo}
      width={photo.width}
      height={photo.height}
      sizes={sizes}
      preload={preload}
      className={`aspect-[3/2] h-auto w-full object-cover ${className ?? ''}`}
    />
  );
}
