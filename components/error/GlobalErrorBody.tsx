import { createTranslator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/locales';
import { errorContent } from './error-content';
import { ErrorView } from './ErrorView';

/**
 * The last-resort page's texts (app/global-error.tsx), in the visitor's language. Loaded with its dictionary when the
 * root layout has failed, so no page carries its code or the route table it links home with.
 */
export function GlobalErrorBody({
  locale,
  dictionary,
}: {
  locale: Locale;
  dictionary: Parameters<typeof createTranslator>[1];
}) {
  const t = createTranslator(locale, dictionary);
  return (
    <>
      {/* React puts a <title> rendered here into the head: the tab says what happened, in the visitor's language. */}
      <title>{t('errors.status.500')}</title>
      <ErrorView content={errorContent(500, locale, t)} />
    </>
  );
}
