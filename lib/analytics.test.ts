// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackContainerStart, trackInteraction, trackLanguage, trackPageView, updateConsent } from './analytics';

/** The data layer's entries as plain values: gtag commands are `arguments` objects. */
const entries = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? ['arguments', ...Array.from(entry as ArrayLike<unknown>)]
      : entry,
  );
const DEFAULT = [
  'arguments',
  'consent',
  'default',
  { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
];

const NOW = new Date('2025-03-14T09:26:53.589Z');

describe('analytics', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    delete window.dataLayer;
  });
  afterEach(() => {
    vi.useRealTimers();
    delete window.dataLayer;
  });

  it('trackLanguage creates the data layer with the consent default first, and pushes the language code', () => {
    expect(window.dataLayer).toBeUndefined();
    trackLanguage('it');
    expect(entries()).toEqual([DEFAULT, { languageCode: 'it', timestamp: NOW.getTime() }]);
  });

  it('trackPageView pushes a page_view with path and locale', () => {
    trackPageView('/pt/contacte-nos/', 'pt');
    expect(entries()).toEqual([
      DEFAULT,
      { event: 'page_view', path: '/pt/contacte-nos/', locale: 'pt', timestamp: NOW.getTime() },
    ]);
  });

  it('trackInteraction pushes a user_interaction with its detail', () => {
    trackInteraction('newsletter_submit', { module: 'footer' });
    expect(entries()).toEqual([
      DEFAULT,
      { event: 'user_interaction', name: 'newsletter_submit', detail: { module: 'footer' }, timestamp: NOW.getTime() },
    ]);
  });

  it('trackInteraction defaults the detail to an empty object', () => {
    trackInteraction('menu_open');
    expect(entries()).toEqual([
      DEFAULT,
      { event: 'user_interaction', name: 'menu_open', detail: {}, timestamp: NOW.getTime() },
    ]);
  });

  it('updateConsent pushes Consent Mode update the gtag way (an arguments object, not an array), after the default', () => {
    updateConsent({ analytics: true, marketing: false });
    const [first, second] = window.dataLayer!;
    expect(Array.isArray(second)).toBe(false);
    expect(Object.prototype.toString.call(second)).toBe('[object Arguments]');
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
    expect(entries()).toEqual([
      DEFAULT,
      [
        'arguments',
        'consent',
        'update',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
      ],
    ]);
  });

  it('updateConsent leaves a data layer the boot script made as it is, and the container start comes after', () => {
    const existing: unknown[] = [{ booted: true }];
    window.dataLayer = existing;
    updateConsent({ analytics: true, marketing: true });
    trackContainerStart();
    expect(entries()).toEqual([
      { booted: true },
      [
        'arguments',
        'consent',
        'update',
        { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
      ],
      { 'gtm.start': NOW.getTime(), event: 'gtm.js' },
    ]);
  });

  it('appends to an existing data layer without replacing it', () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    window.dataLayer = existing;
    trackLanguage('es');
    vi.setSystemTime(NOW.getTime() + 1_500);
    trackPageView('/es/', 'es');
    vi.setSystemTime(NOW.getTime() + 4_000);
    trackInteraction('search', { query: 'Lisbon' });

    expect(window.dataLayer).toBe(existing);
    expect(existing).toEqual([
      { 'gtm.start': 1 },
      { languageCode: 'es', timestamp: NOW.getTime() },
      { event: 'page_view', path: '/es/', locale: 'es', timestamp: NOW.getTime() + 1_500 },
      { event: 'user_interaction', name: 'search', detail: { query: 'Lisbon' }, timestamp: NOW.getTime() + 4_000 },
    ]);
  });

  it('stamps every entry but the Consent Mode commands with a numeric timestamp', () => {
    trackLanguage('en');
    trackPageView('/en/', 'en');
    trackInteraction('x');
    const [consentDefault, ...rest] = window.dataLayer!;
    expect(Object.prototype.toString.call(consentDefault)).toBe('[object Arguments]');
    expect(rest).toHaveLength(3);
    for (const entry of rest as { timestamp: unknown }[]) {
      expect(typeof entry.timestamp).toBe('number');
    }
  });
});
