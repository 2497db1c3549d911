import type { Locale } from './locales';
import { pluralOf } from './plural';
import type { MessageKey, Translate } from './translate';

/**
 * Dictionary texts filled in the browser. Client components receive texts,
 * not the translator; a text that needs a value there keeps its `{{name}}`
 * placeholders, and these fill them.
 */

/** Fills each `{{name}}` of a text; a placeholder without a value stays as it is. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A count's two forms ('{{n}} adult', '{{n}} adults'), with `{{n}}` left for the client to fill. */
export type CountForms = { one: string; other: string };

export function countForms(t: Translate, one: MessageKey, other: MessageKey): CountForms {
  const keep = { n: '{{n}}' };
  return { one: t(one, keep), other: t(other, keep) };
}

/** `n` in the form its language's plural rules choose: '1 adult', '2 adults'. */
export function counted(locale: Locale, n: number, forms: CountForms): string {
  return fill(pluralOf(locale, n) === 'one' ? forms.one : forms.other, { n });
}
