import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>) => run,
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

const { loadContactDetails, toContactDetails } = await import('./contact');

describe('loadContactDetails (the seed, through the embedded service)', () => {
  it('gives each language its own phone, e-mail, opening hours and address lines', async () => {
    const italian = await loadContactDetails('it');
    expect(italian).toMatchObject({ phone: '+39 06 8888 0142', email: 'ciao@venturatravel.example' });
    expect(italian?.openingHours[0]).toBe('Dal lunedì al venerdì, 9:00–19:00');
    expect(italian?.address).toEqual(['Ventura Travel', 'Via Esempio 12', '00184 Roma', 'Italia']);
    const english = await loadContactDetails('en');
    expect(english?.phone).toBe('+44 20 7946 0321');
    expect(english?.intro).toMatch(/travel advisers/);
  });
});

describe('toContactDetails', () => {
  const entry = {
    sys: { id: 'contact', publishedAt: null },
    intro: '  ',
    phone: '+44 20 7946 0321',
    email: 'hello@example.com',
    openingHours: ['Mon–Fri', null, ' '],
    address: 'Line 1\n\n Line 2 ',
  };

  it('drops blank lines and an empty intro', () => {
    expect(toContactDetails(entry)).toEqual({
      intro: null,
      phone: '+44 20 7946 0321',
      email: 'hello@example.com',
      openingHours: ['Mon–Fri'],
      address: ['Line 1', 'Line 2'],
    });
  });

  it('is nothing without an entry, a phone or an e-mail', () => {
    expect(toContactDetails(null)).toBeNull();
    expect(toContactDetails({ ...entry, phone: null })).toBeNull();
    expect(toContactDetails({ ...entry, email: '' })).toBeNull();
  });
});
