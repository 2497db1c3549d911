import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/shell/Analytics.client';
import { ClientProviders } from '@/components/shell/ClientProviders.client';
import { BuildWatcher } from '@/components/shell/BuildWatcher.client';
import { ConsentBanner } from '@/components/consent/ConsentBanner.client';
import { CONSENT_BOOT_SCRIPT } from '@/lib/consent/boot-script';
import { DeferredLoadingBar } from '@/components/shell/DeferredLoadingBar.client';
import { RealtimeLink } from '@/components/shell/RealtimeLink.client';
import { contentEndpoint } from '@/lib/content/endpoint';
import { env } from '@/lib/env';
import { I18nProvider } from '@/lib/i18n/client';
import { isLocale, locales } from '@/lib/i18n/locales';
import { getClientMessages, getTranslator } from '@/lib/i18n/server';
import '../globals.css';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/**
 * No `maximum-scale` and no `user-scalable=no`: visitors may zoom (WCAG 1.4.4), a deliberate deviation from SPEC
 * section 2's `maximum-scale=1` (README "Zoom"). Text fields are 16 px or more on phones (app/globals.css), so
 * iOS does not zoom into a field on focus, which is what that line of the spec was for.
 */
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = getTranslator(locale);
  const { SITE_URL, ALLOW_INDEXING } = env();
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: t('site.seoTitle'), template: `%s | ${t('site.name')}` },
    description: t('site.seoDescription'),
    robots: ALLOW_INDEXING ? { index: true, follow: true } : { index: false, follow: false },
  };
}

/** The root shell (SPEC section 2): loading bar, the routed page, the modal container, the cookie banner. */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = getTranslator(locale);
  const { CONTENT_WS_URL } = env();
  return (
    // The consent boot script may mark <html> (data-consent) before React hydrates it.
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/* First in the data layer, before any tag: Consent Mode's default (lib/consent/boot-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_BOOT_SCRIPT }} />
      </head>
      <body>
        <I18nProvider locale={locale} messages={getClientMessages(locale)}>
          <DeferredLoadingBar label={t('nav.loading')} />
          <ClientProviders>{children as ReactNode}</ClientProviders>
          <ConsentBanner
            labels={{
              title: t('consent.title'),
              text: t('consent.text'),
              acceptAll: t('consent.acceptAll'),
              rejectAll: t('consent.rejectAll'),
              choose: t('consent.choose'),
              purposes: t('consent.purposes'),
              analytics: t('consent.analytics'),
              analyticsHint: t('consent.analyticsHint'),
              marketing: t('consent.marketing'),
              marketingHint: t('consent.marketingHint'),
              save: t('consent.save'),
            }}
          />
          <Analytics locale={locale} />
          <BuildWatcher />
          {CONTENT_WS_URL ? <RealtimeLink url={CONTENT_WS_URL} token={contentEndpoint(env()).deliveryToken} /> : null}
        </I18nProvider>
      </body>
    </html>
  );
}
