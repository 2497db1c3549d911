import Link from 'next/link';
import { AccountButton } from '@/components/account/AccountButton.client';
import { IntentLink } from '@/components/content-link/IntentLink.client';
import {
  DestinationSearch,
  type DestinationSearchLabels,
} from '@/components/destination-search/DestinationSearch.client';
import { accountLinks } from '@/lib/accounts/links';
import { contentEndpoint } from '@/lib/content/endpoint';
import { env } from '@/lib/env';
import { getTranslator } from '@/lib/i18n/server';
import type { Translate } from '@/lib/i18n/translate';
import { localeInfo, locales, type Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes/href';
import type { ScreenId } from '@/lib/routes/table';
import { LanguageLink } from './LanguageLink.client';
import { MobileMenuButton } from './MobileMenu.client';
import { HIDDEN_UNTIL_PARSED, ParsedEnd } from './parsed';
import styles from './SiteHeader.module.css';

/** The screens the main navigation offers, in order. */
const primaryScreens = [
  'destinations',
  'packageResults',
  'aiTours',
  'myBooking',
  'contact',
] as const satisfies readonly ScreenId[];

function HomeLink({ locale, t }: { locale: Locale; t: Translate }) {
  return (
    <Link href={href(locale, 'home')} aria-label={t('nav.home')} className={styles.home}>
      {t('site.name')}
    </Link>
  );
}

/**
 * The header with the site's name only. Next puts the `notFound()` boundary into the payload of every page,
 * so the full header there would travel with every page a second time (4.8 KB); the boundary shows
 * this one, and its message links home.
 */
export function BrandHeader({ locale }: { locale: Locale }) {
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <HomeLink locale={locale} t={getTranslator(locale)} />
      </div>
    </header>
  );
}

/** The site's name linking home, the main navigation, and the language switcher that keeps the visitor on the same screen. */
export function SiteHeader({ locale, alternates }: { locale: Locale; alternates: Record<Locale, string> }) {
  const t = getTranslator(locale);
  const links = primaryScreens.map((screen) => ({ href: href(locale, screen), label: t(`screens.${screen}.title`) }));
  // The browser asks the published content with the delivery token (never the preview one).
  const { url, deliveryToken } = contentEndpoint(env());
  const search = {
    url,
    token: deliveryToken,
    locale,
    labels: {
      label: t('destinationSearch.label'),
      placeholder: t('destinationSearch.placeholder'),
      results: t('destinationSearch.results', { count: '{{count}}' }),
      noResults: t('destinationSearch.noResults'),
      failed: t('destinationSearch.failed'),
    } satisfies DestinationSearchLabels,
  };
  return (
    <header className={styles.header}>
      {/* At least the menu button's height from the first paint, so a document that arrives in pieces never grows the header;
          its items spread across the row, shown once the whole row is parsed (./parsed.tsx). */}
      <div className={`${styles.row} ${HIDDEN_UNTIL_PARSED}`}>
        <HomeLink locale={locale} t={t} />
        <nav aria-label={t('nav.main')} className={styles.wide}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                {/* On intent, as every link of the site: in view on every page, these would fetch their screens' code (the forms'
                    kit and machines of the booking lookup and AI tours) while the page itself still loads. */}
                <IntentLink href={link.href} className={styles.link}>
                  {link.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Its own row on tablets, inline from lg; phones have it in the menu. */}
        <DestinationSearch {...search} className="order-last hidden w-full md:block lg:order-none lg:w-64" />
        <nav aria-label={t('nav.language')} className={styles.wide}>
          <ul className={styles.languages}>
            {locales.map((target) => (
              <li key={target}>
                <LanguageLink
                  locale={target}
                  href={alternates[target]}
                  current={target === locale}
                  className={styles.language}
                >
                  <span aria-hidden="true">{target}</span>
                  <span className="sr-only">{localeInfo[target].name}</span>
                </LanguageLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Sign in (a dialog; the sign-in page without JavaScript) or sign out, on every screen size. */}
        <AccountButton
          locale={locale}
          links={accountLinks(locale)}
          labels={{ signIn: t('account.signIn'), signOut: t('account.signOut') }}
          className="ml-auto md:ml-0"
        />
        {/* Phones: the same destinations and languages in a sheet. */}
        <MobileMenuButton
          openLabel={t('nav.openMenu')}
          search={search}
          title={t('nav.menu')}
          closeLabel={t('nav.closeMenu')}
          navLabel={t('nav.main')}
          languageLabel={t('nav.language')}
          links={links}
          languages={locales.map((target) => ({
            locale: target,
            href: alternates[target],
            name: localeInfo[target].name,
            current: target === locale,
          }))}
        />
        <ParsedEnd />
      </div>
    </header>
  );
}
