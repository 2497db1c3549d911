import type { Event, WithContext } from 'schema-dts';
import { absoluteUrl } from './json-ld';
import { payablePrice, type ListedPackage } from './products';

/** When and where a landing's event takes place, as the CMS gives it (all optional: a campaign has none). */
export type EventSchedule = {
  startDate: string | null;
  endDate: string | null;
  venueName: string | null;
  venueStreet: string | null;
  venueCity: string | null;
  venueCountry: string | null;
};

export type EventFacts = {
  name: string;
  description: string | null;
  /** The landing's own path. */
  href: string;
  image: string | null;
  schedule: EventSchedule;
  /** The offers of the packages the landing shows in the visitor's market. */
  packages: readonly Pick<ListedPackage, 'offer'>[];
  organizer: { name: string; homeHref: string };
};

/** A CMS date (`2027-02-06` or `2027-02-06T00:00:00.000Z`: a date field has no time) as a calendar day. */
function calendarDay(value: string | null): string | null {
  const day = value?.slice(0, 10) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : null;
}

/**
 * An event landing as a schema.org `Event`, or null when the CMS does not say
 * when and where it takes place (a campaign: the page gets its breadcrumb
 * only). Google's required properties: name, startDate, location (a Place
 * with its address). An end date before the start is left out. The offer is
 * the lowest price of the packages the landing shows in the visitor's
 * market, in that market's currency, booked from the landing.
 */
export function eventData(siteUrl: string, facts: EventFacts): WithContext<Event> | null {
  const { schedule } = facts;
  const startDate = calendarDay(schedule.startDate);
  const endDate = calendarDay(schedule.endDate);
  if (!startDate || !schedule.venueName || !schedule.venueCity) return null;
  const url = absoluteUrl(siteUrl, facts.href);
  const cheapest = facts.packages.reduce<Pick<ListedPackage, 'offer'> | null>(
    (lowest, item) => (lowest === null || payablePrice(item.offer) < payablePrice(lowest.offer) ? item : lowest),
    null,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: facts.name,
    ...(facts.description ? { description: facts.description } : {}),
    url,
    startDate,
    ...(endDate && endDate >= startDate ? { endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: schedule.venueName,
      address: {
        '@type': 'PostalAddress',
        ...(schedule.venueStreet ? { streetAddress: schedule.venueStreet } : {}),
        addressLocality: schedule.venueCity,
        ...(schedule.venueCountry ? { addressCountry: schedule.venueCountry } : {}),
      },
    },
    ...(facts.image ? { image: absoluteUrl(siteUrl, facts.image) } : {}),
    ...(cheapest
      ? {
          offers: {
            '@type': 'Offer',
            price: payablePrice(cheapest.offer),
            priceCurrency: cheapest.offer.currency,
            url,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
    organizer: {
      '@type': 'TravelAgency',
      name: facts.organizer.name,
      url: absoluteUrl(siteUrl, facts.organizer.homeHref),
    },
  };
}
