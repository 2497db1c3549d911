import { ENQUIRY_NOTICES, ENQUIRY_SECTION_ID, enquiryNoticeId } from '@/schemas/enquiry-limits';
import { EnquiryLoader } from './EnquiryLoader.client';
import type { EnquiryFormProps } from './enquiry-props';
import styles from './PackageEnquiry.module.css';
import { PlainEnquiryForm } from './PlainEnquiryForm';

/**
 * The package page's "Ask about this trip": heading, a line of what happens next, the notices a page without
 * scripts is sent back with (the address's fragment, `#enquiry-unavailable`, shown by CSS `:target`), and the
 * form (plain, then the form kit's from the first touch).
 */
export function EnquirySection(props: EnquiryFormProps) {
  const e = props.texts.enquiry;
  const noticeText = { invalid: e.invalid, rate_limited: e.rateLimited, unavailable: e.unavailable } as const;
  return (
    <section id={ENQUIRY_SECTION_ID} aria-labelledby="enquiry-heading" className="flex scroll-mt-24 flex-col gap-4">
      <h2 id="enquiry-heading" className="text-xl font-bold text-neutral-900">
        {e.heading}
      </h2>
      <p className="text-neutral-700">{e.intro}</p>
      {ENQUIRY_NOTICES.map((notice) => (
        <p key={notice} id={enquiryNoticeId(notice)} role="alert" className={styles.notice}>
          {noticeText[notice]}
        </p>
      ))}
      <EnquiryLoader
        locale={props.locale}
        packageId={props.packageId}
        packageSlug={props.packageSlug}
        packageName={props.packageName}
        months={props.months}
      >
        <PlainEnquiryForm {...props} />
      </EnquiryLoader>
    </section>
  );
}
