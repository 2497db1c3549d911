import Image from 'next/image';
import type { DestinationPhoto } from '@/lib/content/destinations';

/** A destination photo at the spec's 1200x800, sized so nothing shifts while it loads. */
export function DestinationImage({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: DestinationPhoto;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <Image
      src={photo.url}
      alt={photo.title}
      width={photo.width}
      height={photo.height}
      sizes={sizes}
      // The content service already delivers the spec's WEBP crop.
      unoptimized
      priority={priority}
      className={`aspect-[3/2] h-auto w-full object-cover ${className ?? ''}`}
    />
  );
}
