import type { Travellers } from '@/schemas/travellers';
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN } from '@/schemas/travellers-limits';

/**
 * What the visitor chose for their trip in this tab: the month (on the results or in the packages search) and who
 * travels (in the packages search). Kept in sessionStorage, like the last AI search, because the package page is
 * one cached page for everyone: its "Book now" reads the choice in the browser and hands it to the booking engine.
 */
export type ChosenTrip = { month?: number; travellers?: Travellers };

const KEY = 'search:chosen-trip';

const whole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

const isMonth = (value: unknown): value is number => whole(value, 1, 12);

/** Who travels as the search's schema gives it; checked by hand, so the package page does not load zod to read it back. */
function isTravellers(value: unknown): value is Travellers {
  if (typeof value !== 'object' || value === null) return false;
  const { adults, children, rooms } = value as Record<string, unknown>;
  return (
    whole(adults, 1, MAX_ADULTS) &&
    whole(rooms, 1, adults) &&
    Array.isArray(children) &&
    children.length <= MAX_CHILDREN &&
    children.every(
      (child: unknown) =>
        typeof child === 'object' && child !== null && whole((child as { age?: unknown }).age, 0, MAX_CHILD_AGE),
    )
  );
}

export function readChosenTrip(): ChosenTrip {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!value || typeof value !== 'object') return {};
    const trip: ChosenTrip = {};
    if ('month' in value && isMonth(value.month)) trip.month = value.month;
    if ('travellers' in value && isTravellers(value.travellers)) trip.travellers = value.travellers;
    return trip;
  } catch {
    // Storage off or unreadable: nothing was chosen.
    return {};
  }
}

/** Records a choice: a field given replaces the one kept (`month: undefined` forgets the month), others stay. */
export function saveChosenTrip(change: Partial<Record<keyof ChosenTrip, unknown>>): void {
  const trip: Record<string, unknown> = { ...readChosenTrip() };
  for (const [name, value] of Object.entries(change)) trip[name] = value;
  const kept: ChosenTrip = {};
  if (isMonth(Number(trip.month))) kept.month = Number(trip.month);
  if (isTravellers(trip.travellers)) kept.travellers = trip.travellers;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage off (private mode, quota): "Book now" opens the engine without the choice.
  }
}

/**
 * A booking link with the visitor's choice in the booking engine's words, as the search bar's handover sends them
 * (lib/search/handover.ts: `month`, then `adults`, `children`, `ages` comma-separated and `rooms`). Only a full
 * http(s) address takes them (a site path or `tel:` is left as it is), and a parameter the editor put in the link
 * wins over the visitor's.
 */
export function bookingHrefWith(href: string, trip: ChosenTrip): string {
  if (!/^https?:\/\//i.test(href) || (trip.month === undefined && !trip.travellers)) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  const add = (name: string, value: string) => {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  };
  if (trip.month !== undefined) add('month', String(trip.month));
  if (trip.travellers) {
    const { adults, children, rooms } = trip.travellers;
    add('adults', String(adults));
    add('children', String(children.length));
    if (children.length > 0) add('ages', children.map((child) => child.age).join(','));
    add('rooms', String(rooms));
  }
  return url.toString();
}
