import type { Destination } from '@/lib/content/destinations';
import { DestinationImage } from './DestinationImage';

/** A destination's photo and description. */
export function DestinationDetail({ destination }: { destination: Destination }) {
  return (
    <article className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 lg:grid-cols-2" data-testid="destination-detail">
      {destination.photo ? (
        <DestinationImage photo={destination.photo} sizes="(min-width: 1024px) 50vw, 100vw" preload className="rounded-xl" />
      ) : null}
      {destination.description ? <p className="text-lg leading-relaxed text-neutral-700">{destination.description}</p> : null}
    </article>
  );
}
