import { describe, expect, it } from 'vitest';
import { dictionaries } from './dictionaries';
import { locales } from './locales';
import { createTranslator } from './translate';

/** Flattens a nested dictionary to `{ 'errors.notFound.title': '...' }`. Non-string leaves are kept as they are. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [inner, leaf] of flatten(value, `${prefix}${key}.`)) out.set(inner, leaf);
    } else {
      out.set(`${prefix}${key}`, value);
    }
  }
  return out;
}

function placeholders(text: string): string[] {
  return Array.from(text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g), (match) => match[1] ?? '').sort();
}

const english = flatten(dictionaries.en);
const otherLocales = locales.filter((locale) => locale !== 'en');

describe('dictionaries', () => {
  it('has a dictionary for every published locale', () => {
    expect(Object.keys(dictionaries).sort()).toEqual([...locales].sort());
  });

  it.each(otherLocales)('%s has exactly the keys of en', (locale) => {
    const keys = new Set(flatten(dictionaries[locale]).keys());
    const missing = [...english.keys()].filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !english.has(key));
    expect({ missing, extra }, `${locale}: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each([...locales])('%s has no empty, whitespace-only or non-string values', (locale) => {
    const bad = [...flatten(dictionaries[locale])]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(bad, `${locale}: empty values at [${bad.join(', ')}]`).toEqual([]);
  });

  it.each(otherLocales)('%s keeps every {{placeholder}} of the English string', (locale) => {
    const translated = flatten(dictionaries[locale]);
    const problems: string[] = [];
    for (const [key, value] of english) {
      if (typeof value !== 'string') continue;
      const other = translated.get(key);
      const theirs = typeof other === 'string' ? placeholders(other) : [];
      for (const name of placeholders(value)) {
        if (!theirs.includes(name)) problems.push(`${key} lacks {{${name}}}`);
      }
    }
    expect(problems, `${locale}: ${problems.join('; ')}`).toEqual([]);
  });

  it.each([
    ['errors.notFound.title', "Oops, this page doesn't exist anymore"],
    ['errors.notFound.subtitle', 'Go back to find your next trip or look for help in our Help Centre.'],
    ['errors.notFound.button', 'Back to home page'],
    ['errors.unavailable.title', 'We are experiencing technical issues, please try again in a few minutes.'],
    ['errors.unavailable.subtitle', 'Our engineers are resolving the issue.'],
    ['errors.backToHome', 'Back to home'],
    // The message of every form's empty required field (schemas/fields.ts).
    ['forms.required', 'This field is required'],
  ])('en %s is the spec text', (key, text) => {
    expect(english.get(key)).toBe(text);
  });

  it.each([
    'The search must be between 10 and 255 characters.',
    'This field is required',
    'The reference number is not valid',
    'The email is not valid',
    'The email format is not valid',
    'You have to accept the terms and conditions',
    'Age required',
    'Please select a month.',
    'Form incomplete.',
    '{{field}} is required.',
    'Please enter a valid email address.',
    'Please enter a valid URL.',
    '{{field}} must be a number.',
    '{{field}} does not match.',
    'Sorry, not all fields are filled out correctly.',
    'There were errors in your form.',
    'This field is not valid.',
    'The reference number or email is invalid. Please check and try again.',
    'No results found',
    'No travels match your search. Try different criteria.',
    'You must be logged in to request our printed catalogs.',
  ])('en contains the spec text %j', (text) => {
    expect([...english.values()]).toContain(text);
  });
});

describe('createTranslator', () => {
  it('interpolates parameters', () => {
    const t = createTranslator('en', dictionaries.en);
    expect(t('errors.notFound.message', { path: '/en/x/' })).toBe('Page Not Found: /en/x/');
  });

  it('interpolates into the translated string of another locale', () => {
    const t = createTranslator('it', dictionaries.it);
    const result = t('errors.notFound.message', { path: '/it/x/' });
    expect(result).toContain('/it/x/');
    expect(result).not.toContain('{{');
    expect(result).not.toBe('Page Not Found: /it/x/');
  });

  it('keeps translators for different locales apart when used alternately', () => {
    const en = createTranslator('en', dictionaries.en);
    const it = createTranslator('it', dictionaries.it);
    // Sanity: the two dictionaries differ for the keys under test.
    expect(dictionaries.it.errors.notFound.title).not.toBe(dictionaries.en.errors.notFound.title);
    expect(dictionaries.it.errors.backToHome).not.toBe(dictionaries.en.errors.backToHome);

    for (let round = 0; round < 3; round += 1) {
      expect(en('errors.notFound.title')).toBe(dictionaries.en.errors.notFound.title);
      expect(it('errors.notFound.title')).toBe(dictionaries.it.errors.notFound.title);
      expect(en('errors.backToHome')).toBe(dictionaries.en.errors.backToHome);
      expect(it('errors.backToHome')).toBe(dictionaries.it.errors.backToHome);
    }
    // A translator made later for a third locale does not change the earlier ones either.
    const pt = createTranslator('pt', dictionaries.pt);
    expect(pt('errors.backToHome')).toBe(dictionaries.pt.errors.backToHome);
    expect(en('errors.backToHome')).toBe(dictionaries.en.errors.backToHome);
    expect(it('errors.backToHome')).toBe(dictionaries.it.errors.backToHome);
  });
});
