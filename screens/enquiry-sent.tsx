import Link from 'next/link';
import { EnquiryReference } from '@/components/package-enquiry/EnquiryReference.client';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { hrefFor } from '@/lib/routes/href';
import type { ScreenContent } from '@/screens/frame/screen-route';

/**
 * The thank-you page of an enquiry sent without JavaScript (`/en/enquiry-sent/?reference=ENQ-…`, where the
 * route's 303 leads). Static and cached like every screen, the same for every visitor: the reference in the
 * address is read in the browser (EnquiryReference); without scripts the page points to the confirmation
 * e-mail, which has it.
 */
export const enquirySentContent: ScreenContent = async ({ locale }) => {
  const e = dictionaries[locale].enquiry;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16">
      <div
        role="status"
        className="flex max-w-2xl flex-col items-start gap-4 rounded-xl border border-green-300 bg-green-50 p-6 text-green-950"
      >
        <p className="text-lg font-bold">{e.sentHeading}</p>
        <p>{e.thanks}</p>
        <EnquiryReference withReference={e.thanksReference} without={e.thanksNoReference} />
        <Link
          href={hrefFor(locale, 'home', {})}
          className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
        >
          {e.backHome}
        </Link>
      </div>
    </div>
  );
};
