import { formTexts } from '@/lib/i18n/form-texts';
import { dictionaries } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';
import AiToursFlow from './AiToursFlow.client';

/** The labels the spec asks for on every state of the flow: the search is in beta and in test mode. */
export function AiToursBadges({ locale }: { locale: Locale }) {
  const texts = dictionaries[locale].aiSearch;
  const badge = 'rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide';
  return (
    <p className="flex flex-wrap gap-2" data-testid="ai-tours-badges">
      <span className={`${badge} bg-brand text-white`}>{texts.beta}</span>
      <span className={`${badge} border border-amber-500 bg-amber-50 text-amber-900`}>{texts.testMode}</span>
    </p>
  );
}

/**
 * The AI tours screen below its heading (SPEC sections 2 and 4): the labels,
 * then the flow, a client leaf. Server-rendered from published texts only,
 * so the page is one cached page per language.
 */
export function AiToursScreen({ locale }: { locale: Locale }) {
  const texts = dictionaries[locale].aiSearch;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pb-16">
      <AiToursBadges locale={locale} />
      <AiToursFlow locale={locale} texts={texts} formTexts={{ ...formTexts(locale), aiSearch: texts }} />
    </div>
  );
}
