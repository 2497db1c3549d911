import type { Dictionary } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';
import type { AccountTexts } from './AccountForms.client';

/** Each language's dictionary as its own chunk: the sign-in dialog loads its language's on first open, not with every page. */
const dictionaryChunks: Record<Locale, () => Promise<{ default: Dictionary }>> = {
  en: () => import('@/lib/i18n/dictionaries/en.json'),
  it: () => import('@/lib/i18n/dictionaries/it.json'),
  pt: () => import('@/lib/i18n/dictionaries/pt.json'),
  es: () => import('@/lib/i18n/dictionaries/es.json'),
};

/** The account forms' texts in a language, loaded in the browser (the dictionaries' completeness test holds every language to English's keys). */
export async function loadAccountTexts(locale: Locale): Promise<AccountTexts> {
  const { default: dictionary } = await dictionaryChunks[locale]();
  return { forms: dictionary.forms, search: dictionary.search, account: dictionary.account };
}
