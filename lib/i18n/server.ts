import 'server-only';
import { dictionaries } from './dictionaries';
import type { Locale } from './locales';
import { clientNamespaces, createTranslator, type ClientMessages, type Translate } from './translate';

/** Server-side strings for a request's locale. */
export function getTranslator(locale: Locale): Translate {
  return createTranslator(locale, dictionaries[locale]);
}

/** The part of a locale's dictionary that client components need (see `clientNamespaces`). */
export function getClientMessages(locale: Locale): ClientMessages {
  const dictionary = dictionaries[locale];
  return Object.fromEntries(clientNamespaces.map((namespace) => [namespace, dictionary[namespace]])) as ClientMessages;
}
