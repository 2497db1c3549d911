import { loadContactDetails } from '@/lib/content/contact';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/i18n/translate';
import { hrefFor } from '@/lib/routes/href';
import { travelAgency, webSite } from '@/lib/structured-data/agency';
import { JsonLd } from './JsonLd';
import { agencyIdentity, siteUrl } from './page-data';

/**
 * The home page's structured data: the agency (`TravelAgency`, with the CMS's
 * contact details in the visitor's language) and the site (`WebSite`) with a
 * search into the package results. Rendered with the cached page.
 */
export async function HomeStructuredData({ locale, t }: { locale: Locale; t: Translate }) {
  const contact = await loadContactDetails(locale);
  const identity = agencyIdentity(locale, t);
  const origin = siteUrl();
  return (
    <>
      <JsonLd data={travelAgency(origin, identity, contact)} />
      <JsonLd data={webSite(origin, identity, hrefFor(locale, 'packageResults', {}), intlLocale(locale))} />
    </>
  );
}
