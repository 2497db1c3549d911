// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackInteraction, trackLanguage, trackPageView } from './analytics';

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

  it('trackLanguage creates the data layer and pushes the language code', () => {
    expect(window.dataLayer).toBeUndefined();
    trackLanguage('it');
    expect(window.dataLayer).toEqual([{ languageCode: 'it', timestamp: NOW.getTime() }]);
  });

  it('trackPageView pushes a page_view with path and locale', () => {
    trackPageView('/pt/contacte-nos/', 'pt');
    expect(window.dataLayer).toEqual([
      { event: 'page_view', path: '/pt/contacte-nos/', locale: 'pt', timestamp: NOW.getTime() },
    ]);
  });

  it('trackInteraction pushes a user_interaction with its detail', () => {
    trackInteraction('newsletter_submit', { module: 'footer' });
    expect(window.dataLayer).toEqual([
      { event: 'user_interaction', name: 'newsletter_submit', detail: { module: 'footer' }, timestamp: NOW.getTime() },
    ]);
  });

  it('trackInteraction defaults the detail to an empty object', () => {
    trackInteraction('menu_open');
    expect(window.dataLayer).toEqual([
      { event: 'user_interaction', name: 'menu_open', detail: {}, timestamp: NOW.getTime() },
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

  it('stamps every entry with a numeric timestamp', () => {
    trackLanguage('en');
    trackPageView('/en/', 'en');
    trackInteraction('x');
    for (const entry of window.dataLayer as { timestamp: unknown }[]) {
      expect(typeof entry.timestamp).toBe('number');
    }
  });
});
