import type { FormTexts } from '@/lib/i18n/form-texts';
import { fill } from '@/lib/i18n/template';

type SearchText = keyof FormTexts['search'];

/** Each search field's name in the dictionaries (`search.*`): the forms label their fields with it, the handover route its messages. */
export const searchFieldTexts = {
  destination: 'destination',
  month: 'departureMonth',
  duration: 'duration',
  checkIn: 'checkIn',
  nights: 'nights',
  boardingPort: 'boardingPort',
  cruiseCompany: 'cruiseCompany',
  ship: 'ship',
  pickupPlace: 'pickupPlace',
  dropoffPlace: 'dropoffPlace',
  pickupAt: 'pickupDate',
  dropoffAt: 'dropoffDate',
  trip: 'trip',
  driverAge: 'driverAge',
  venue: 'venue',
  teamOrArtist: 'teamOrArtist',
  min: 'minPrice',
  max: 'maxPrice',
  adults: 'adults',
  rooms: 'rooms',
  children: 'children',
} as const satisfies Record<string, SearchText>;

/** A field's translated name from its path (`travellers.children.0.age` is "Age of child 1"). */
export function searchFieldLabel(texts: FormTexts, path: readonly string[]): string {
  const [first, second, third] = path[0] === 'travellers' ? path.slice(1) : path;
  if (first === 'children' && second !== undefined && third === 'age')
    return fill(texts.search.childAge, { n: Number(second) + 1 });
  const key = searchFieldTexts[first as keyof typeof searchFieldTexts];
  return key ? texts.search[key] : path.join('.');
}
