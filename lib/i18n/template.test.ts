import { describe, expect, it } from 'vitest';
import { dictionaries } from './dictionaries';
import { intlLocale } from './locales';
import { countForms, counted, fill } from './template';
import { createTranslator } from './translate';

describe('texts filled in the browser', () => {
  it('fills each placeholder, spaces allowed, and leaves one without a value', () => {
    expect(fill('{{ n }} of {{total}}, {{missing}}', { n: 2, total: 5 })).toBe('2 of 5, {{missing}}');
  });

  it('counts in the form the language’s plural rules choose, from the dictionary’s two forms', () => {
    const adults = countForms(createTranslator('it', dictionaries.it), 'search.adultsOne', 'search.adultsOther');
    expect(adults).toEqual({ one: dictionaries.it.search.adultsOne, other: dictionaries.it.search.adultsOther });
    expect([counted('it', 1, adults), counted('it', 2, adults), counted('it', 0, adults)]).toEqual([
      '1 adulto',
      '2 adulti',
      '0 adulti',
    ]);
    // European Portuguese (pt-PT) counts 0 as plural, unlike Brazilian.
    expect(counted('pt', 0, { one: '{{n}} noite', other: '{{n}} noites' })).toBe('0 noites');
  });

  it('gives Intl the United Kingdom as GB', () => {
    expect([intlLocale('en'), intlLocale('it'), intlLocale('pt'), intlLocale('es')]).toEqual([
      'en-GB',
      'it-IT',
      'pt-PT',
      'es-ES',
    ]);
  });
});
