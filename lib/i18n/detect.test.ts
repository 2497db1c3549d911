import { describe, expect, it } from 'vitest';
import { detectLocale, localeFromAcceptLanguage, parseAcceptLanguage } from './detect';

describe('locale detection', () => {
  it('prefers the locale cookie', () => {
    expect(detectLocale({ cookie: 'pt', acceptLanguage: 'it-IT,it;q=0.9' })).toBe('pt');
  });

  it('ignores an unknown cookie value and falls back to the browser languages', () => {
    expect(detectLocale({ cookie: 'fr', acceptLanguage: 'es-ES,es;q=0.9' })).toBe('es');
    expect(detectLocale({ cookie: '<script>', acceptLanguage: null })).toBe('en');
  });

  it('respects quality values, not the order of the header', () => {
    expect(localeFromAcceptLanguage('en;q=0.5, it;q=0.9, pt;q=0.7')).toBe('it');
    expect(localeFromAcceptLanguage('fr-FR, de;q=0.9, es;q=0.8, en;q=0.7')).toBe('es');
    expect(parseAcceptLanguage('da, en-GB;q=0.8, en;q=0.7')).toEqual(['da', 'en-gb', 'en']);
  });

  it('skips languages refused with q=0 and entries it cannot read', () => {
    expect(localeFromAcceptLanguage('it;q=0, pt;q=0.1')).toBe('pt');
    expect(localeFromAcceptLanguage('it;q=abc, es;q=2, pt')).toBe('pt');
    expect(localeFromAcceptLanguage(';;;,,,=q')).toBeUndefined();
  });

  it('falls back to English when nothing matches', () => {
    expect(detectLocale({ acceptLanguage: 'fr-FR,de;q=0.8' })).toBe('en');
    expect(detectLocale({})).toBe('en');
    expect(detectLocale({ acceptLanguage: 'x'.repeat(100_000) })).toBe('en');
  });
});
