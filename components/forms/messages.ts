import { dictionaries, type Dictionary } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The texts the form kit shows: SPEC section 5's messages (`forms`) and the
 * search fields' (`search`), in one language. Forms are client components;
 * the page that renders a form passes these with it (`formTexts(locale)`), so
 * pages without a form do not carry them.
 */
export type FormTexts = { forms: Dictionary['forms']; search: Dictionary['search']; aiSearch?: Dictionary['aiSearch'] };

/** The language forms fall back to (SPEC section 5: "Form default interface language is Portuguese"). */
export const FORM_FALLBACK_LOCALE: Locale = 'pt';

/**
 * A form's texts in the page's language; a text that language lacks comes
 * from Portuguese, the forms' default language.
 */
export function formTexts(locale: Locale): FormTexts {
  const own = dictionaries[locale] as Partial<Dictionary>;
  const fallback = dictionaries[FORM_FALLBACK_LOCALE];
  return { forms: { ...fallback.forms, ...defined(own.forms) }, search: { ...fallback.search, ...defined(own.search) } };
}

const defined = <T extends object>(table: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(table ?? {}).filter(([, text]) => typeof text === 'string' && text !== '')) as Partial<T>;

/**
 * A field's message: the schema's key (`forms.fieldRequired`) in the form's
 * language, with the field's name where the text has `{{field}}`; anything
 * else (a library's text, an unknown key) is 'This field is not valid.'.
 */
export function fieldMessage(texts: FormTexts, key: string | undefined, field: string): string {
  const [namespace, name] = (key ?? '').split('.');
  const table = namespace === 'forms' || namespace === 'search' || namespace === 'aiSearch' ? (texts[namespace] as Record<string, string> | undefined) : null;
  const text = (name && table?.[name]) || texts.forms.invalid;
  return text.replace(/\{\{\s*field\s*\}\}/g, field);
}
