import { localeInfo, type Locale } from './locales';

/** One plural rule set per language, built once: lists ask it for every card and count. */
const rules = new Map<Locale, Intl.PluralRules>();

/** The plural category of `n` in a language ('one', 'other', ...). */
export function pluralOf(locale: Locale, n: number): Intl.LDMLPluralRule {
  let found = rules.get(locale);
  if (!found) {
    found = new Intl.PluralRules(localeInfo[locale].iso);
    rules.set(locale, found);
  }
  return found.select(n);
}
