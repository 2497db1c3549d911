import { describe, expect, it } from 'vitest';
import type { MarketOffer } from '@/lib/content/products';
import { postalAddress, travelAgency, webSite } from './agency';
import { breadcrumbList } from './breadcrumbs';
import { eventData, type EventFacts } from './event';
import { absoluteUrl, serializeJsonLd } from './json-ld';
import { packageItemList, payablePrice } from './products';

const SITE = 'https://www.ventura.example';
const offer = (
  price: number,
  priceWithDiscount: number | null = null,
  currency = 'EUR',
  bookingUrl: string | null = null,
): MarketOffer => ({
  price,
  priceWithDiscount,
  currency,
  bookingUrl,
});

describe('JSON-LD serialisation', () => {
  it('escapes what could end the script element or open a comment, and reads back as the same value', () => {
    const data = {
      '@context': 'https://schema.org' as const,
      '@type': 'Thing' as const,
      name: 'Tours </script><script>alert(1)</script> <!-- & more \u2028',
    };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('makes route-table paths absolute on SITE_URL and keeps absolute addresses', () => {
    expect(absoluteUrl(SITE, '/it/destinazione/')).toBe('https://www.ventura.example/it/destinazione/');
    expect(absoluteUrl(SITE, 'https://booking.example.com/p/1')).toBe('https://booking.example.com/p/1');
  });
});

describe('breadcrumbs', () => {
  it('numbers the crumbs from 1 with their names and absolute addresses, the page itself last', () => {
    const list = breadcrumbList(SITE, [
      { name: 'Ventura Travel', href: '/en/' },
      { name: 'Destinations', href: '/en/destinations/' },
      { name: 'Europe', href: '/en/destinations/europe/c1/' },
    ]);
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Ventura Travel', item: 'https://www.ventura.example/en/' },
      { '@type': 'ListItem', position: 2, name: 'Destinations', item: 'https://www.ventura.example/en/destinations/' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Europe',
        item: 'https://www.ventura.example/en/destinations/europe/c1/',
      },
    ]);
  });
});

describe('packages', () => {
  it('pays the discounted price only when it is below the price', () => {
    expect(payablePrice(offer(900, 750))).toBe(750);
    expect(payablePrice(offer(900, 950))).toBe(900);
    expect(payablePrice(offer(900))).toBe(900);
  });

  it('lists the shown packages in order as Products with an Offer in their market currency, each at its own page; none: no list', () => {
    const list = packageItemList(
      SITE,
      'en',
      [
        {
          name: 'Rome City Break',
          photo: { url: '/content/images/a.webp' },
          offer: offer(620, 540, 'GBP', 'https://booking.example.com/rome'),
          slug: 'rome-city-break',
        },
        { name: 'Lisbon', photo: null, offer: offer(480, null, 'GBP', '/en/contact-us/'), slug: 'lisbon' },
        { name: 'Porto', offer: offer(400, null, 'GBP'), slug: 'Not a slug!' },
      ],
      '/en/results/packages/',
    );
    expect(list?.numberOfItems).toBe(3);
    const items = list?.itemListElement as unknown as Array<{ position: number; item: Record<string, unknown> }>;
    expect(items.map((entry) => entry.position)).toEqual([1, 2, 3]);
    // The package's page, not the booking engine: Google's product results need a page per product on the site.
    expect(items[0]!.item).toEqual({
      '@type': 'Product',
      name: 'Rome City Break',
      image: 'https://www.ventura.example/content/images/a.webp',
      url: 'https://www.ventura.example/en/packages/rome-city-break/',
      offers: {
        '@type': 'Offer',
        price: 540,
        priceCurrency: 'GBP',
        url: 'https://www.ventura.example/en/packages/rome-city-break/',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(items[1]!.item).not.toHaveProperty('image');
    expect((items[1]!.item.offers as { url: string }).url).toBe('https://www.ventura.example/en/packages/lisbon/');
    // No page of its own (no valid slug): the offer points at the page that lists it.
    expect(items[2]!.item).not.toHaveProperty('url');
    expect((items[2]!.item.offers as { url: string }).url).toBe('https://www.ventura.example/en/results/packages/');
    expect(packageItemList(SITE, 'en', [], '/en/results/packages/')).toBeNull();
  });
});

describe('the agency', () => {
  it('reads the contact entry’s letter address, whichever side of the town the postcode is on', () => {
    expect(
      postalAddress(['Ventura Travel', '12 Example Street', 'London EC1A 1AA', 'United Kingdom'], 'Ventura Travel'),
    ).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 Example Street',
      addressLocality: 'London',
      postalCode: 'EC1A 1AA',
      addressCountry: 'United Kingdom',
    });
    expect(
      postalAddress(['Ventura Travel', 'Rua do Exemplo 12', '1100-001 Lisboa', 'Portugal'], 'Ventura Travel'),
    ).toMatchObject({
      streetAddress: 'Rua do Exemplo 12',
      postalCode: '1100-001',
      addressLocality: 'Lisboa',
      addressCountry: 'Portugal',
    });
    expect(postalAddress(['Via Esempio 12', 'Roma', 'Italia'], 'Ventura Travel')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Via Esempio 12',
      addressLocality: 'Roma',
      addressCountry: 'Italia',
    });
    expect(postalAddress(['Ventura Travel', 'Calle Ejemplo 12, Madrid'], 'Ventura Travel')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Calle Ejemplo 12, Madrid',
    });
    expect(postalAddress(['Ventura Travel'], 'Ventura Travel')).toBeNull();
  });

  it('is a TravelAgency with an absolute logo and the contact entry’s telephone, e-mail and address', () => {
    const identity = { name: 'Ventura Travel', homeHref: '/it/', logoPath: '/icon.svg' };
    const agency = travelAgency(SITE, identity, {
      intro: null,
      phone: '+39 06 8888 0142',
      email: 'ciao@venturatravel.example',
      openingHours: [],
      address: ['Ventura Travel', 'Via Esempio 12', '00184 Roma', 'Italia'],
    });
    expect(agency).toMatchObject({
      '@type': 'TravelAgency',
      name: 'Ventura Travel',
      url: 'https://www.ventura.example/it/',
      logo: 'https://www.ventura.example/icon.svg',
      telephone: '+39 06 8888 0142',
      email: 'ciao@venturatravel.example',
      address: { postalCode: '00184', addressLocality: 'Roma' },
    });
    const bare = travelAgency(SITE, identity, null);
    expect(bare).not.toHaveProperty('telephone');
    expect(bare).not.toHaveProperty('address');
  });

  it('offers a search into the results by the destination parameter the results page reads', () => {
    const site = webSite(
      SITE,
      { name: 'Ventura Travel', homeHref: '/es/', logoPath: '/icon.svg' },
      '/es/resultados/paquetes/',
      'es',
    );
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: 'https://www.ventura.example/es/',
      inLanguage: 'es',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://www.ventura.example/es/resultados/paquetes/?destination={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('events', () => {
  const facts = (schedule: Partial<EventFacts['schedule']>, packages: EventFacts['packages'] = []): EventFacts => ({
    name: 'Rio Carnival 2027',
    description: 'Live the carnival',
    href: '/en/events/rio-carnival-2027/',
    image: '/content/images/rio.webp',
    schedule: {
      startDate: null,
      endDate: null,
      venueName: null,
      venueStreet: null,
      venueCity: null,
      venueCountry: null,
      ...schedule,
    },
    packages,
    organizer: { name: 'Ventura Travel', homeHref: '/en/' },
  });
  const place = {
    venueName: 'Sambadrome',
    venueCity: 'Rio de Janeiro',
    venueCountry: 'BR',
    venueStreet: 'Rua Marquês de Sapucaí',
  };

  it('is an Event with its days, place, the cheapest package’s price in the market currency and the agency as organiser', () => {
    const event = eventData(
      SITE,
      facts({ startDate: '2027-02-06T00:00:00.000Z', endDate: '2027-02-09T00:00:00.000Z', ...place }, [
        { offer: offer(1900, 1700, 'GBP') },
        { offer: offer(1500, null, 'GBP') },
        { offer: offer(2100, null, 'GBP') },
      ]),
    );
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Rio Carnival 2027',
      startDate: '2027-02-06',
      endDate: '2027-02-09',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Sambadrome',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Rua Marquês de Sapucaí',
          addressLocality: 'Rio de Janeiro',
          addressCountry: 'BR',
        },
      },
      image: 'https://www.ventura.example/content/images/rio.webp',
      offers: {
        '@type': 'Offer',
        price: 1500,
        priceCurrency: 'GBP',
        url: 'https://www.ventura.example/en/events/rio-carnival-2027/',
      },
      organizer: { '@type': 'TravelAgency', name: 'Ventura Travel', url: 'https://www.ventura.example/en/' },
    });
  });

  it('is nothing for a campaign without a start date or a place; an end before the start is left out; no packages, no offer', () => {
    expect(eventData(SITE, facts({ ...place }))).toBeNull();
    expect(eventData(SITE, facts({ startDate: '2027-02-06', venueCity: 'Rome' }))).toBeNull();
    expect(eventData(SITE, facts({ startDate: 'soon', ...place }))).toBeNull();
    const oneDay = eventData(SITE, facts({ startDate: '2027-03-21', endDate: '2027-03-20', ...place }));
    expect(oneDay).not.toBeNull();
    expect(oneDay).not.toHaveProperty('endDate');
    expect(oneDay).not.toHaveProperty('offers');
  });
});
