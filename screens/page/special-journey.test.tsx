// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@/lib/content/markets';
import type { Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { fixtureContext } from '@/registry/fixture-context';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>) => run,
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

// The journey as the page loads it: the site's operation against the embedded service with the seed.
const { loadSpecialJourney } = await import('@/lib/content/journeys');
const { renderSpecialJourney } = await import('./screens');

const ICELAND = 'journey-iceland-fire-and-ice';

async function showJourney(
  locale: Locale,
  change: (journey: NonNullable<Awaited<ReturnType<typeof loadSpecialJourney>>>) => typeof journey = (journey) =>
    journey,
) {
  const journey = await loadSpecialJourney(locale, ICELAND);
  if (!journey) throw new Error(`${ICELAND} is not published in ${locale}`);
  const path = hrefFor(locale, 'specialJourney', { id: ICELAND });
  return render(<>{renderSpecialJourney(change(journey), { locale, path, context: fixtureContext(locale) })}</>);
}

/** The journey's header facts: days, nights and the "from" price. */
const facts = () => screen.getByRole('heading', { level: 1 }).parentElement!.textContent!.replace(/\s/g, ' ');

beforeAll(() => vi.stubEnv('__NEXT_TRAILING_SLASH', 'true'));
afterAll(() => vi.unstubAllEnvs());
afterEach(cleanup);

describe('a special journey’s price (every price belongs to a market)', () => {
  it('on /en/ is the UK market’s, in pounds', async () => {
    await showJourney('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Iceland: Fire and Ice' })).toBeVisible();
    expect(facts()).toContain('From £2,190');
  });

  it('on /it/ is the Italian market’s own amount, in euros: not the pounds’ 2,190 written in euros', async () => {
    await showJourney('it');
    expect(screen.getByRole('heading', { level: 1, name: 'Islanda: fuoco e ghiaccio' })).toBeVisible();
    expect(facts()).toContain(`Da ${formatPrice(2540, 'it', 'EUR')}`.replace(/\s/g, ' '));
    expect(facts()).not.toMatch(/2\.?190/);
  });

  it('is left out where the market has none: days and nights, and no "from" with nothing after it', async () => {
    await showJourney('en', (journey) => ({ ...journey, offer: null }));
    expect(facts()).toContain('8 days');
    expect(facts()).not.toMatch(/From|£/);
  });

  it('books at the journey’s own link where the market’s price has none', async () => {
    const journey = await loadSpecialJourney('pt', ICELAND);
    expect(journey?.offer).toEqual({ price: 2540, priceWithDiscount: null, currency: 'EUR', bookingUrl: null });
    expect(journey?.bookingUrl).toBe('https://booking.example.com/journeys/iceland-fire-and-ice');
  });
});
