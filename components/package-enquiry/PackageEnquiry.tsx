import { cacheLife } from 'next/cache';
import { CONTENT_CACHE_PROFILE } from '@/lib/content/server';
import { formTexts } from '@/lib/i18n/form-texts';
import type { Locale } from '@/lib/i18n/locales';
import { enquiryMonths } from '@/schemas/enquiry-limits';
import { EnquirySection } from './EnquirySection';
import { monthOptions } from './months';

/**
 * The months an enquiry may name, from this one on: in Next's cache like published content (the clock is read
 * there, not in the prerendered page), so the list moves on at the hourly refresh.
 */
async function offeredMonths(): Promise<string[]> {
  'use cache';
  cacheLife(CONTENT_CACHE_PROFILE);
  return enquiryMonths();
}

/**
 * "Ask about this trip" for the package page (README, "Package enquiry"):
 *
 *   <PackageEnquiry locale={locale} packageId={id} packageSlug={slug} packageName={name} months={departureMonths} />
 *
 * A server component: the plain form, which works without JavaScript; the form kit's loads at the first touch.
 */
export async function PackageEnquiry({
  locale,
  packageId,
  packageSlug,
  packageName,
  months = [],
}: {
  locale: Locale;
  packageId: string;
  packageSlug: string;
  packageName: string;
  /** The package's departure months (`['January', 'March']`); empty: it departs all year. */
  months?: readonly string[];
}) {
  return (
    <EnquirySection
      locale={locale}
      texts={formTexts(locale, 'enquiry')}
      packageId={packageId}
      packageSlug={packageSlug}
      packageName={packageName}
      months={monthOptions(locale, await offeredMonths(), months)}
    />
  );
}
