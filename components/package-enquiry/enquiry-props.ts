import type { Dictionary } from '@/lib/i18n/dictionaries';
import type { FormTexts } from '@/lib/i18n/form-texts';
import type { Locale } from '@/lib/i18n/locales';
import styles from './PackageEnquiry.module.css';

/** The enquiry form's texts: the kit's and the `enquiry` block, in the page's language. */
export type EnquiryTexts = FormTexts & Pick<Dictionary, 'enquiry'>;

/** A departure month offered: `YYYY-MM` and its name in the page's language ("March 2027"). */
export type MonthOption = { value: string; label: string };

/** What both forms (the plain one and the one on the form kit) are given. */
export type EnquiryFormProps = {
  locale: Locale;
  texts: EnquiryTexts;
  packageId: string;
  packageSlug: string;
  packageName: string;
  months: readonly MonthOption[];
};

/** What a visitor had typed in the plain form when the kit's form took its place (the names are the fields'). */
export type TypedValues = Record<string, string | boolean>;

/** The plain form's field classes: drawn as the form kit's fields are, so the swap does not move anything. */
export const fieldClass = styles.field;
export const inputClass = styles.input;
export const labelClass = styles.label;
export const buttonClass =
  'inline-flex min-h-11 items-center rounded-full px-8 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
