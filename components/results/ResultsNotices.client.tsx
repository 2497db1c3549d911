'use client';

import { useSyncExternalStore } from 'react';
import { fill } from '@/lib/i18n/template';
import { noticesOfFragment } from '@/lib/results/canonical';

export type ResultsNoticeTexts = {
  title: string;
  /** With `{{values}}` for the values, each in quotes. */
  ignored: string;
  budgetSwapped: string;
  pageClamped: string;
};

const subscribe = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};
const hash = () => window.location.hash;
const none = () => '';

/**
 * What the page did with an address it could not use as it was (a minimum above the maximum, text where a
 * number goes, unknown filters, a page past the end). The server sent the visitor on to the results that
 * address comes to (lib/results/canonical.ts: one cached page per state), and said how in the address's
 * fragment, which this reads: the cached page is the same for everybody, and nothing on the server renders it.
 */
export function ResultsNotices({ texts }: { texts: ResultsNoticeTexts }) {
  const notices = noticesOfFragment(useSyncExternalStore(subscribe, hash, none));
  if (notices.length === 0) return null;
  return (
    <section
      aria-labelledby="results-notices"
      data-testid="results-notices"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="results-notices" className="font-bold">
        {texts.title}
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {notices.map((notice) => (
          <li key={notice.kind}>
            {notice.kind === 'ignored'
              ? fill(texts.ignored, { values: notice.values.map((value) => `“${value}”`).join(', ') })
              : notice.kind === 'budgetSwapped'
                ? texts.budgetSwapped
                : texts.pageClamped}
          </li>
        ))}
      </ul>
    </section>
  );
}
