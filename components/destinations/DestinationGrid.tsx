import { IntentLink } from '@/components/content-link/IntentLink.client';
import type { Destination } from '@/lib/content/destinations';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes/href';
import { DestinationImage } from './DestinationImage';

/** Continents as cards linking to their pages (the destinations index). */
export function DestinationGrid({ locale, destinations }: { locale: Locale; destinations: Destination[] }) {
  return (
    <ul
      className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 pb-16 sm:grid-cols-2 lg:grid-cols-3"
      data-testid="destination-grid"
    >
      {destinations.map((destination) => (
        <li key={destination.id}>
          <IntentLink
            href={href(locale, 'destinationByContinent', { continent: destination.slug, id: destination.id })}
            className="group block overflow-hidden rounded-xl border border-neutral-200 hover:shadow-lg"
          >
            {destination.photo ? (
              <DestinationImage
                photo={destination.photo}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              />
            ) : null}
            <h2 className="px-4 py-3 text-xl font-semibold group-hover:text-brand">{destination.name}</h2>
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
