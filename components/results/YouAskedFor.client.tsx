'use client';

import { useSyncExternalStore } from 'react';
import { EDIT_HASH, readAiSearch } from '@/components/ai-tours/saved-search';

/** The saved AI search, when it led to the address on screen (as a string, so React sees a stable snapshot). */
function savedForThisAddress(): string | null {
  const saved = readAiSearch();
  return saved && saved.href === `${window.location.pathname}${window.location.search}` ? saved.text : null;
}
const noSubscription = () => () => undefined;

/**
 * 'You asked for "…"' above results an AI tours search opened, with a link
 * back to the search to edit it. The text comes from this tab's storage, not
 * from the address (results pages are cached per address), and is shown as
 * React text, escaped. Renders nothing for any other visit, and nothing on
 * the server: the cached page is the same for everybody.
 */
export function YouAskedFor({
  template,
  editLabel,
  editHref,
}: {
  template: string;
  editLabel: string;
  editHref: string;
}) {
  const text = useSyncExternalStore(noSubscription, savedForThisAddress, () => null);
  if (!text) return null;
  const [before, after = ''] = template.split('{{text}}');
  return (
    <p
      data-testid="you-asked-for"
      className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-xl bg-neutral-100 px-4 py-3 text-neutral-900"
    >
      <span>
        {before}
        <strong className="font-semibold">{text}</strong>
        {after}
      </span>
      {/* A full load: the search page reads the hash when it starts. */}
      <a
        href={`${editHref}${EDIT_HASH}`}
        className="inline-flex min-h-6 items-center text-sm font-semibold text-brand underline underline-offset-4"
      >
        {editLabel}
      </a>
    </p>
  );
}
