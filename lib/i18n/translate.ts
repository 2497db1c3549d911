import rosetta from 'rosetta';
import type { Dictionary } from './dictionaries';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown> ? Leaves<T[K], `${Prefix}${K}.`> : `${Prefix}${K}`;
}[keyof T & string];

/** Every translatable string's key, e.g. `errors.notFound.title`. */
export type MessageKey = Leaves<Dictionary>;

/** The dictionary namespaces client components use; only these are sent to the browser. */
export const clientNamespaces = ['nav', 'errors'] as const satisfies readonly (keyof Dictionary)[];
export type ClientMessages = Pick<Dictionary, (typeof clientNamespaces)[number]>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * A translate function over one locale's messages. Each call makes its own
 * rosetta instance, so a request never sees another request's locale.
 */
export function createTranslator(locale: string, messages: Partial<Dictionary>): Translate {
  const i18n = rosetta({ [locale]: messages });
  i18n.locale(locale);
  return (key, params) => i18n.t(key, params);
}
