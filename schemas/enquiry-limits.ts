/**
 * The enquiry's choices without zod (schemas/enquiry.ts validates them): the package page's form shows them
 * in its first load, where the schema is not.
 */

/** How sure the dates are: exactly, give or take 3 days, a week, or any day of the month. */
export const ENQUIRY_FLEXIBILITY = ['exact', 'threeDays', 'week', 'month'] as const;
export type EnquiryFlexibility = (typeof ENQUIRY_FLEXIBILITY)[number];

/** How many months, this one included, an enquiry may ask about: departures are planned up to a year and a half ahead. */
export const ENQUIRY_MONTHS_AHEAD = 18;

/**
 * The departure months an enquiry may name, `YYYY-MM`, from this month on (a day early: the visitor may be a
 * day behind the server's UTC) for ENQUIRY_MONTHS_AHEAD months.
 */
export function enquiryMonths(now = Date.now()): string[] {
  const start = new Date(now - 86_400_000);
  return Array.from({ length: ENQUIRY_MONTHS_AHEAD }, (_, index) => {
    const day = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index, 1));
    return day.toISOString().slice(0, 7);
  });
}

/** Where the enquiry form posts (app/api/enquiry/route.ts). */
export const ENQUIRY_ENDPOINT = '/api/enquiry/';

/** The element id of the package page's enquiry section, and the prefix of its notices (`#enquiry-unavailable`). */
export const ENQUIRY_SECTION_ID = 'enquiry';

/** What the route sends a page without scripts back with (`/en/packages/amalfi/#enquiry-invalid`); each is an element id. */
export const ENQUIRY_NOTICES = ['invalid', 'rate_limited', 'unavailable'] as const;
export type EnquiryNotice = (typeof ENQUIRY_NOTICES)[number];
export const enquiryNoticeId = (notice: EnquiryNotice) => `${ENQUIRY_SECTION_ID}-${notice.replace('_', '-')}`;

/** A reference as the store makes it: `ENQ-` and 8 digits. */
export const ENQUIRY_REFERENCE = /^ENQ-\d{8}$/;
