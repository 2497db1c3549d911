'use client';

import { CONSENT_BANNER_ID, requestConsentBanner } from '@/lib/consent/store';

/** The footer's "Cookie settings": shows the banner again, focus in it; after a choice focus comes back here. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      aria-controls={CONSENT_BANNER_ID}
      onClick={(event) => requestConsentBanner(event.currentTarget)}
      className="inline-flex min-h-6 items-center underline hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
    >
      {label}
    </button>
  );
}
