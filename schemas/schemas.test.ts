import { describe, expect, it } from 'vitest';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { carRentalSchema, DRIVER_AGE } from './car-rental';
import { cruiseSearchSchema } from './cruise-search';
import { eventSearchSchema } from './event-search';
import { hotelSearchSchema, MAX_NIGHTS } from './hotel-search';
import { tailorMadeSearchSchema } from './tailor-made-search';
import { transferSearchSchema } from './transfer-search';
import { messages } from './fields';
import { packageSearchSchema } from './package-search';
import { travellersSchema } from './travellers';
import { aiSearchRequestSchema, aiSearchSchema } from './ai-search';
import { catalogueRequestSchema } from './catalogue-request';
import { contactSchema } from './contact';

/** The message of each failing path, as the form kit receives them. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const party = { adults: '2', children: [], rooms: '1' };

describe('travellers', () => {
  it('takes adults from 1, children 0 to 17 each with an age, a room per adult at most', () => {
    expect(travellersSchema.parse({ adults: '2', children: [{ age: '0' }, { age: '17' }], rooms: '2' })).toEqual({
      adults: 2,
      children: [{ age: 0 }, { age: 17 }],
      rooms: 2,
    });
  });

  it('refuses a child of 18 (an adult), a child without an age, and text for a number', () => {
    expect(problems(travellersSchema.safeParse({ ...party, children: [{ age: '18' }] }))).toEqual({
      'children.0.age': messages.childAge,
    });
    expect(problems(travellersSchema.safeParse({ ...party, children: [{ age: '' }] }))).toEqual({
      'children.0.age': messages.ageRequired,
    });
    expect(problems(travellersSchema.safeParse({ ...party, adults: 'two' }))).toEqual({ adults: messages.number });
    expect(problems(travellersSchema.safeParse({ ...party, adults: '' }))).toEqual({ adults: messages.required });
    expect(problems(travellersSchema.safeParse({ ...party, adults: '0' }))).toEqual({ adults: messages.adults });
    expect(problems(travellersSchema.safeParse({ adults: '1', children: [], rooms: '2' }))).toEqual({
      rooms: messages.rooms,
    });
  });
});

describe('package search', () => {
  const search = { destination: 'italy', month: '6', duration: '6-9', travellers: party, min: '', max: '' };

  it('reads what the form gives: strings, empty fields left out', () => {
    expect(packageSearchSchema.parse(search)).toEqual({
      destination: 'italy',
      month: 6,
      duration: '6-9',
      travellers: { adults: 2, children: [], rooms: 1 },
      min: undefined,
      max: undefined,
      places: [],
      interests: [],
    });
  });

  it("asks for a month ('Please select a month.'), months 1 to 12 only", () => {
    expect(problems(packageSearchSchema.safeParse({ ...search, month: '' }))).toEqual({ month: messages.selectMonth });
    expect(problems(packageSearchSchema.safeParse({ ...search, month: '13' }))).toEqual({
      month: messages.selectMonth,
    });
    expect(packageSearchSchema.safeParse({ ...search, month: '12' }).success).toBe(true);
  });

  it('refuses a maximum budget below the minimum, and text in either', () => {
    expect(problems(packageSearchSchema.safeParse({ ...search, min: '900', max: '500' }))).toEqual({
      max: messages.budgetOrder,
    });
    expect(problems(packageSearchSchema.safeParse({ ...search, min: 'cheap' }))).toEqual({ min: messages.number });
    expect(problems(packageSearchSchema.safeParse({ ...search, destination: '<script>' }))).toEqual({
      destination: messages.invalid,
    });
  });

  it('refuses a destination typed and not chosen from the list, rather than searching everywhere; the shown name is not part of the search', () => {
    expect(problems(packageSearchSchema.safeParse({ ...search, destination: '', destinationName: 'Rom' }))).toEqual({
      destination: messages.chooseDestination,
    });
    // Told together with the other fields' problems, not after them.
    expect(
      problems(packageSearchSchema.safeParse({ ...search, destination: '', destinationName: 'Rom', month: '' })),
    ).toEqual({ destination: messages.chooseDestination, month: messages.selectMonth });
    const chosen = packageSearchSchema.parse({ ...search, destination: 'rome', destinationName: 'Rome' });
    expect(chosen.destination).toBe('rome');
    expect(chosen).not.toHaveProperty('destinationName');
    // Nothing typed (or only spaces): a search of everywhere, as before.
    expect(packageSearchSchema.safeParse({ ...search, destination: '', destinationName: '  ' }).success).toBe(true);
  });
});

describe('car rental', () => {
  const rental = {
    pickupPlace: 'Lisbon airport',
    trip: 'roundTrip',
    pickupAt: '2027-05-01T10:00',
    dropoffAt: '2027-05-08T10:00',
    driverAge: '40',
  };

  it.each([
    ['29', false],
    ['30', true],
    ['65', true],
    ['66', false],
  ])('a driver of %s is %s', (age, ok) => {
    const result = carRentalSchema.safeParse({ ...rental, driverAge: age });
    expect(result.success).toBe(ok);
    if (!ok) expect(problems(result)).toEqual({ driverAge: messages.driverAge });
  });

  it('needs the drop-off after the pick-up, and a drop-off place one way', () => {
    expect(DRIVER_AGE).toEqual({ min: 30, max: 65 });
    expect(problems(carRentalSchema.safeParse({ ...rental, dropoffAt: '2027-05-01T09:00' }))).toEqual({
      dropoffAt: messages.dropoffAfterPickup,
    });
    expect(problems(carRentalSchema.safeParse({ ...rental, trip: 'oneWay' }))).toEqual({
      dropoffPlace: messages.required,
    });
    expect(carRentalSchema.parse({ ...rental, trip: 'oneWay', dropoffPlace: 'Porto' }).dropoffPlace).toBe('Porto');
    // A round trip ends where it began, whatever the drop-off field still holds.
    expect(carRentalSchema.parse({ ...rental, dropoffPlace: 'Porto' }).dropoffPlace).toBeUndefined();
    expect(problems(carRentalSchema.safeParse({ ...rental, trip: 'teleport' }))).toEqual({ trip: messages.invalid });
    expect(problems(carRentalSchema.safeParse({ ...rental, pickupPlace: '   ', driverAge: 'forty' }))).toEqual({
      pickupPlace: messages.required,
      driverAge: messages.number,
    });
  });
});

describe('events and cruises', () => {
  it('an event search needs one of its fields', () => {
    expect(problems(eventSearchSchema.safeParse({ venue: '', destination: ' ', teamOrArtist: '' }))).toEqual({
      venue: messages.oneOf,
    });
    expect(eventSearchSchema.parse({ teamOrArtist: 'Coldplay' })).toEqual({
      venue: undefined,
      destination: undefined,
      teamOrArtist: 'Coldplay',
    });
    expect(
      problems(eventSearchSchema.safeParse({ teamOrArtist: 'Coldplay', destination: '', destinationName: 'Lisb' })),
    ).toEqual({ destination: messages.chooseDestination });
    expect(eventSearchSchema.parse({ destination: 'lisbon', destinationName: 'Lisbon' })).toEqual({
      venue: undefined,
      destination: 'lisbon',
      teamOrArtist: undefined,
    });
  });

  it('a cruise search needs its month', () => {
    expect(problems(cruiseSearchSchema.safeParse({ month: '', travellers: party }))).toEqual({
      month: messages.selectMonth,
    });
  });
});

describe('hotels, transfers and tailor-made trips', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const stay = { destination: 'lisbon', checkIn: day(30), nights: '7', travellers: party };

  it('a hotel stay needs a destination chosen from the list, a day from today on and 1 to 30 nights', () => {
    expect(hotelSearchSchema.parse(stay)).toMatchObject({
      destination: 'lisbon',
      nights: 7,
      travellers: { adults: 2 },
    });
    expect(problems(hotelSearchSchema.safeParse({ ...stay, destination: '' }))).toEqual({
      destination: messages.chooseDestination,
    });
    expect(problems(hotelSearchSchema.safeParse({ ...stay, destination: 'Lisbon, please' }))).toEqual({
      destination: messages.invalid,
    });
    expect(problems(hotelSearchSchema.safeParse({ ...stay, checkIn: day(-5) }))).toEqual({
      checkIn: messages.pastDate,
    });
    expect(problems(hotelSearchSchema.safeParse({ ...stay, checkIn: '2027-02-30' }))).toEqual({
      checkIn: messages.invalid,
    });
    expect(problems(hotelSearchSchema.safeParse({ ...stay, checkIn: '' }))).toEqual({ checkIn: messages.required });
    expect(problems(hotelSearchSchema.safeParse({ ...stay, nights: '0' }))).toEqual({ nights: messages.invalid });
    expect(hotelSearchSchema.safeParse({ ...stay, nights: String(MAX_NIGHTS) }).success).toBe(true);
    expect(problems(hotelSearchSchema.safeParse({ ...stay, nights: String(MAX_NIGHTS + 1) }))).toEqual({
      nights: messages.invalid,
    });
    expect(problems(hotelSearchSchema.safeParse({ ...stay, nights: 'a week' }))).toEqual({ nights: messages.number });
  });

  it('a transfer needs both places and a pick-up time', () => {
    const transfer = {
      pickupPlace: 'Airport',
      dropoffPlace: 'Hotel Avenida',
      pickupAt: '2027-05-01T10:30',
      travellers: party,
    };
    expect(transferSearchSchema.safeParse(transfer).success).toBe(true);
    expect(problems(transferSearchSchema.safeParse({ ...transfer, dropoffPlace: ' ', pickupAt: '' }))).toEqual({
      dropoffPlace: messages.required,
      pickupAt: messages.required,
    });
    expect(problems(transferSearchSchema.safeParse({ ...transfer, pickupAt: '1 May' }))).toEqual({
      pickupAt: messages.invalid,
    });
  });

  it('a tailor-made trip needs a destination and a month', () => {
    expect(problems(tailorMadeSearchSchema.safeParse({ destination: '', month: '', travellers: party }))).toEqual({
      destination: messages.chooseDestination,
      month: messages.selectMonth,
    });
    expect(
      tailorMadeSearchSchema.parse({ destination: 'peru', month: '10', duration: '', travellers: party }),
    ).toMatchObject({ destination: 'peru', month: 10, duration: undefined });
  });
});

describe('names', () => {
  const contact = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '',
    subject: 'Japan in April',
    message: 'Two adults, two weeks in April.',
    consent: true,
  };
  const catalogue = {
    companyName: 'Ada Travel',
    email: 'ada@example.com',
    address: '1 Main Street',
    zipCode: 'SW1A 1AA',
    country: 'United Kingdom',
    city: 'London',
    state: 'London',
    phone: '+44 20 7946 0000',
    catalogues: ['europe'],
  };
  /** The bidirectional embeddings, overrides and isolates; the zero-width space, joiners and direction marks; the word joiner and the byte order mark; and a few more that show nothing. */
  const invisible = [
    ...['202a', '202b', '202c', '202d', '202e', '2066', '2067', '2068', '2069'],
    ...['200b', '200c', '200d', '200e', '200f', '2060', 'feff'],
    ...['061c', '00ad', '2028', '2029', 'e0041'],
  ].map((code) => String.fromCodePoint(Number.parseInt(code, 16)));

  it.each(
    invisible.map((character) => [
      `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
      character,
    ]),
  )('refuse %s inside, with the field’s message', (_code, character) => {
    expect(problems(contactSchema.safeParse({ ...contact, name: `Ada${character} Lovelace` }))).toEqual({
      name: messages.invisibleCharacters,
    });
    expect(problems(catalogueRequestSchema.safeParse({ ...catalogue, companyName: `Ada${character}Travel` }))).toEqual({
      companyName: messages.invisibleCharacters,
    });
  });

  it('refuse a name that reads backwards after an override (Trojan Source), and keep every name the site’s languages write', () => {
    expect(problems(contactSchema.safeParse({ ...contact, name: 'Ada \u202Eecalevol\u202C' }))).toEqual({
      name: messages.invisibleCharacters,
    });
    for (const name of [
      'Inês Ferreira',
      'Lucía García-Martín',
      "D'Annunzio",
      'Zoë O’Brien',
      'Niccolò dell’Acqua',
      'João da Conceição',
      'Ελένη',
      'محمد',
      'ＡＤＡ',
    ]) {
      expect(contactSchema.safeParse({ ...contact, name }).success, name).toBe(true);
    }
    // The other fields keep what they allowed: only names are checked.
    expect(contactSchema.safeParse({ ...contact, subject: 'Japan\u200B in April' }).success).toBe(true);
  });

  it('say so in every language, naming the field', () => {
    for (const dictionary of Object.values(dictionaries))
      expect(dictionary.forms.invisibleCharacters).toContain('{{field}}');
  });
});

describe('messages', () => {
  it('every message a schema gives is a key of the dictionaries', () => {
    const lookup = (key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionaries.en);
    for (const key of Object.values(messages)) expect(typeof lookup(key), key).toBe('string');
  });
});

describe('AI search', () => {
  it('takes 10 to 255 characters after trimming, with the spec’s message', () => {
    expect(aiSearchSchema.safeParse({ text: '  Rome 4 days  ' }).success).toBe(true);
    expect(aiSearchSchema.safeParse({ text: 'x'.repeat(255) }).success).toBe(true);
    expect(problems(aiSearchSchema.safeParse({ text: '   short    ' }))).toEqual({ text: 'aiSearch.length' });
    expect(problems(aiSearchSchema.safeParse({ text: 'x'.repeat(256) }))).toEqual({ text: 'aiSearch.length' });
    expect(dictionaries.en.aiSearch.length).toBe('The search must be between 10 and 255 characters.');
  });

  it('needs a known language and nothing else in the API body', () => {
    expect(aiSearchRequestSchema.safeParse({ text: 'A week in Rome', locale: 'it' }).success).toBe(true);
    expect(aiSearchRequestSchema.safeParse({ text: 'A week in Rome', locale: 'de' }).success).toBe(false);
    expect(aiSearchRequestSchema.safeParse({ text: 'A week in Rome', locale: 'en', extra: 1 }).success).toBe(false);
  });
});
