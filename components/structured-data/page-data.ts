import 'server-only';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/i18n/translate';
import { hrefFor } from '@/lib/routes/href';
import { LOGO_PATH, type AgencyIdentity } from '@/lib/structured-data/agency';
import type { Crumb } from '@/lib/structured-data/breadcrumbs';

/** The public origin the structured data's addresses start with (read when the page is rendered, like the canonical URLs). */
export function siteUrl(): string {
  return env().SITE_URL;
}

/** The agency: the site's name in the visitor's language, its home page and logo. */
export function agencyIdentity(locale: Locale, t: Translate): AgencyIdentity {
  return { name: t('site.name'), homeHref: hrefFor(locale, 'home', {}), logoPath: LOGO_PATH };
}

/** The first step of every breadcrumb trail: the home page, named as the site is. */
export function homeCrumb(locale: Locale, t: Translate): Crumb {
  const { name, homeHref } = agencyIdentity(locale, t);
  return { name, href: homeHref };
}
