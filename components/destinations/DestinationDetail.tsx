import Image from 'next/image';
import type { Destination } from '@/lib/content/destinations';

/** A destination's photo and description. */
export function DestinationDetail({ destination }: { destination: Destination }) {
  return (
    <article className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 lg:grid-cols-2" data-testid="destination-detail">
      {destination.photo ? (
        <Image
          src={destination.photo.url}
          alt={destination.photo.title}
          width={destination.photo.width}
          height={destination.photo.height}
          sizes="(min-width: 1024px) 50vw, 100vw"
          unoptimized
          priority
          className="aspect-[3/2] h-auto w-full rounded-xl object-cover"
        />
      ) : null}
      {destination.description ? <p className="text-lg leading-relaxed text-neutral-700">{destination.description}</p> : null}
    </article>
  );
}
