'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import { bookingHrefWith, readChosenTrip } from '@/lib/search/chosen-trip';

const noSubscription = () => () => {};

/**
 * A link to the booking engine that carries the month and party the visitor chose in this tab
 * (lib/search/chosen-trip.ts). The page is cached for everyone, so the server renders the plain link and the
 * browser adds the choice as it hydrates; without JavaScript the plain link still books.
 */
export function TripAnchor({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  const withTrip = useSyncExternalStore(
    noSubscription,
    () => bookingHrefWith(href, readChosenTrip()),
    () => href,
  );
  return <a {...props} href={withTrip} />;
}
