import { IntentLink } from '@/components/content-link/IntentLink.client';
import { useId } from 'react';
import type { ModuleProps } from '@/registry/define';
import { href } from '@/lib/routes/href';
import { sectionHref } from '@/lib/routes/sections';
import styles from './AllSearchBoxModule.module.css';
import type { allSearchBoxModuleSchema } from './schema';

type Destination = { id: string; name: string; href: string };

/** One titled list of destination links; nothing when it is empty. */
function DestinationList({ title, destinations }: { title: string; destinations: Destination[] }) {
  const titleId = useId();
  if (destinations.length === 0) return null;
  return (
    <div>
      <h3 id={titleId} className="text-lg font-semibold">
        {title}
      </h3>
      <ul aria-labelledby={titleId} className="mt-2 grid grid-cols-2 gap-x-6 sm:grid-cols-3">
        {destinations.map((destination, index) => (
          // The same destination may be added twice: the position keeps keys unique.
          <li key={`${destination.id}:${index}`}>
            <IntentLink href={destination.href} className={styles.link}>
              {destination.name}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Quick links for the visitor's market: countries lead to their package
 * results, regions (superareas and areas) to the holiday packages narrowed to
 * them.
 */
export function AllSearchBoxModule({ data, context: { locale, t } }: ModuleProps<typeof allSearchBoxModuleSchema>) {
  const countries = data.countries.map(({ id, name, slug }) => ({
    id,
    name,
    href: href(locale, 'packageResultsByCountry', { country: slug }),
  }));
  const regions = data.regions.map(({ id, name, slug }) => ({
    id,
    name,
    href: sectionHref(locale, 'TravelPackages', slug),
  }));
  return (
    <section className="mx-auto max-w-7xl px-4">
      <h2 className="text-2xl font-bold">{data.title}</h2>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <DestinationList title={t('modules.allSearchBoxModule.countries')} destinations={countries} />
        <DestinationList title={t('modules.allSearchBoxModule.regions')} destinations={regions} />
      </div>
    </section>
  );
}
