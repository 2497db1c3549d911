import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton.client';
import { getTranslator } from '@/lib/i18n/server';
import type { Locale } from '@/lib/i18n/locales';
import styles from './SiteFooter.module.css';

/** The site's footer on every screen: the site's name and "Cookie settings", which shows the consent banner again. */
export function SiteFooter({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  return (
    <footer className={styles.footer}>
      <div className={styles.row}>
        <p>{t('site.name')}</p>
        <CookieSettingsButton label={t('footer.cookieSettings')} />
      </div>
    </footer>
  );
}
