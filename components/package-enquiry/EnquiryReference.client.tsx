'use client';

import { useSyncExternalStore } from 'react';
import { fill } from '@/lib/i18n/template';
import { ENQUIRY_REFERENCE } from '@/schemas/enquiry-limits';

const subscribe = () => () => undefined;
/** The address's `?reference=`, when it is one the store makes (`ENQ-` and 8 digits). */
const referenceOfAddress = () => {
  const reference = new URLSearchParams(window.location.search).get('reference');
  return reference && ENQUIRY_REFERENCE.test(reference) ? reference : null;
};

/**
 * The enquiry's reference on the thank-you page, read from the address in the browser: the page itself is
 * prerendered once for everyone (screens/enquiry-sent.tsx). Before scripts run, and without them, `without`.
 */
export function EnquiryReference({ withReference, without }: { withReference: string; without: string }) {
  const reference = useSyncExternalStore(subscribe, referenceOfAddress, () => null);
  return (
    <p className={reference ? 'font-semibold' : undefined}>
      {reference ? fill(withReference, { reference }) : without}
    </p>
  );
}
