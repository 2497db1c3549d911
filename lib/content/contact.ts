import 'server-only';
import { ContactDetailsDocument, type ContactDetailsQuery } from '@/codegen/generated/graphql';
import { toContentfulLocale } from './model';
import type { Locale } from '@/lib/i18n/locales';
import { queryContent } from './server';

/** The agency's contact details as the contact page shows them (content type `contactDetails`). */
export type ContactDetails = {
  intro: string | null;
  phone: string;
  email: string;
  openingHours: string[];
  /** One line per line of the letter's address. */
  address: string[];
};

/**
 * The CMS's contact details in a language (the `ContactDetails` query: the
 * first published entry, cached and purged like every query), or null when
 * there is none or it lacks a phone or an e-mail.
 */
export async function loadContactDetails(locale: Locale): Promise<ContactDetails | null> {
  const data = await queryContent(ContactDetailsDocument, { locale: toContentfulLocale(locale) });
  return toContactDetails(data.contactDetailsCollection?.items[0]);
}

type ContactDetailsItem = NonNullable<NonNullable<ContactDetailsQuery['contactDetailsCollection']>['items'][number]>;

/** The entry as the page shows it: blank lines dropped, the address split into its lines. */
export function toContactDetails(item: ContactDetailsItem | null | undefined): ContactDetails | null {
  if (!item?.phone || !item.email) return null;
  return {
    intro: item.intro?.trim() || null,
    phone: item.phone,
    email: item.email,
    openingHours: (item.openingHours ?? []).flatMap((line) => (line?.trim() ? [line.trim()] : [])),
    address: (item.address ?? '').split('\n').flatMap((line) => (line.trim() ? [line.trim()] : [])),
  };
}
