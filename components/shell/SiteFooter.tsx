import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton.client';
import { getTranslator } from '@/lib/i18n/server';
import type { Locale } from '@/lib/i18n/locales';

/** The site's footer on every screen: the site's name and "Cookie settings", which shows the consent banner again. */
export function SiteFooter({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  return (
    <footer className="border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-6 text-sm text-neutral-700">
        <p>{t('site.name')}</p>
        <CookieSettingsButton label={t('footer.cookieSettings')} />
      </div>
    </footer>
  );
}
