import { dictionaries } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';
import { createTranslator } from '@/lib/i18n/translate';
import type { ModuleContext } from './define';

/** The context a page gives its modules, for unit tests and stories (the real dictionaries, no server). */
export function fixtureContext(locale: Locale = 'en', { preview = false }: { preview?: boolean } = {}): ModuleContext {
  return { locale, preview, t: createTranslator(locale, dictionaries[locale]) };
}
