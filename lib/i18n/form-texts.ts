import { dictionaries, type Dictionary } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';

/** Namespaces a form may add to the kit's own, for its messages and labels (`booking.referenceInvalid`). */
export type FormNamespace = 'booking' | 'aiSearch' | 'account' | 'catalogue' | 'contact' | 'enquiry';

/**
 * The texts the form kit shows: SPEC section 5's messages (`forms`), the
 * search fields' (`search`) and the namespaces a form asked for, in one
 * language. Forms are client components; the page that renders a form passes
 * these with it (`formTexts(locale, ...)`), so pages without a form do not
 * carry them.
 */
export type FormTexts = { forms: Dictionary['forms']; search: Dictionary['search'] } & Partial<
  Pick<Dictionary, FormNamespace>
>;

/** The language forms fall back to (SPEC section 5: "Form default interface language is Portuguese"). */
export const FORM_FALLBACK_LOCALE: Locale = 'pt';

/**
 * A form's texts in the page's language; a text that language lacks comes
 * from Portuguese, the forms' default language.
 */
export function formTexts<Extra extends FormNamespace = never>(
  locale: Locale,
  ...extra: Extra[]
): FormTexts & Pick<Dictionary, Extra> {
  const own = dictionaries[locale] as Partial<Dictionary>;
  const fallback = dictionaries[FORM_FALLBACK_LOCALE];
  const table = <Name extends keyof Dictionary>(name: Name) => merged(fallback[name], own[name]) as Dictionary[Name];
  return {
    forms: table('forms'),
    search: table('search'),
    ...Object.fromEntries(extra.map((name) => [name, table(name)])),
  } as FormTexts & Pick<Dictionary, Extra>;
}

/** The fallback's texts, each replaced by the language's own where it has one (groups of texts, such as `booking.status`, likewise). */
function merged(fallback: object, own: object | undefined): object {
  const result: Record<string, unknown> = { ...fallback };
  for (const [key, text] of Object.entries(own ?? {})) {
    if (typeof text === 'string' && text !== '') result[key] = text;
    else if (text && typeof text === 'object')
      result[key] = merged((fallback as Record<string, object>)[key] ?? {}, text);
  }
  return result;
}

/**
 * A field's message: the schema's key (`forms.required`, `forms.number`) in the form's
 * language, with the field's name where the text has `{{field}}`; anything
 * else (a library's text, an unknown key) is 'This field is not valid.'.
 */
export function fieldMessage(texts: FormTexts, key: string | undefined, field: string): string {
  const [namespace, name] = (key ?? '').split('.');
  const table = namespace ? (texts as Record<string, Record<string, unknown> | undefined>)[namespace] : undefined;
  const found = name ? table?.[name] : undefined;
  const text = typeof found === 'string' && found !== '' ? found : texts.forms.invalid;
  return text.replace(/\{\{\s*field\s*\}\}/g, field);
}
