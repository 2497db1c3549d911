'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { ALL_CONSENT, grantsAny, NO_CONSENT, readConsent, type ConsentChoice } from '@/lib/consent/consent';
import { askForConsent, CONSENT_BANNER_ID, onBannerRequest, saveConsent } from '@/lib/consent/store';
import { loadTagManager } from '@/lib/consent/tag-manager';
import { HIDDEN_UNTIL_PARSED, ParsedEnd } from '@/components/shell/parsed';
import styles from './ConsentBanner.module.css';

export type ConsentLabels = {
  title: string;
  text: string;
  acceptAll: string;
  rejectAll: string;
  choose: string;
  purposes: string;
  analytics: string;
  analyticsHint: string;
  marketing: string;
  marketingHint: string;
  save: string;
};

/**
 * Until "Cookie settings" reopens it, `<html data-consent="ask">` alone decides whether the banner shows: set by the
 * boot script before the first paint when no choice is stored, removed by a choice (CONSENT_ASK_ATTRIBUTE of
 * lib/consent/consent.ts). Written out whole: Tailwind finds class names in the source text (e2e/consent.spec.ts
 * checks the banner shows without JavaScript).
 */
const SHOWN_WHILE_ASKED = 'hidden [html[data-consent=ask]_&]:block';

/**
 * The cookie banner: a labelled region fixed at the bottom of the screen, not a dialog (no focus
 * trap). First layer: Accept all and Reject all, alike, and Choose; second layer: analytics and marketing,
 * unchecked unless the visitor granted them, and Save. Rendered into every prerendered page and shown before
 * the first paint by the boot script when no choice is stored (lib/consent/boot-script.ts), so it neither
 * shifts the layout nor waits for hydration; nor does it render again once hydrated, as a state read from the
 * cookie would (the server renders without it). A choice grants or denies Consent Mode's types and, when it
 * grants something, loads the tag manager (once per page; nothing without `GTM_ID`).
 */
export function ConsentBanner({ labels }: { labels: ConsentLabels }) {
  const [reopened, setReopened] = useState(false);
  // Each press of "Cookie settings" renders once more, so focus moves in even while the banner is already open.
  const [, setRequests] = useState(0);
  const [layer, setLayer] = useState<'first' | 'choose'>('first');
  const [draft, setDraft] = useState<ConsentChoice>(NO_CONSENT);
  const region = useRef<HTMLElement>(null);
  const firstPurpose = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusNext = useRef<'region' | 'purposes' | null>(null);
  const id = useId();

  // A returning visitor's stored grant loads the container; without a stored choice, the banner asks for one.
  useEffect(() => {
    const stored = readConsent(document.cookie);
    if (!stored) askForConsent();
    else if (grantsAny(stored)) void loadTagManager();
  }, []);

  useEffect(
    () =>
      onBannerRequest((from) => {
        opener.current = from;
        focusNext.current = 'region';
        setLayer('first');
        setReopened(true);
        setRequests((count) => count + 1);
      }),
    [],
  );

  // Focus moves in when the footer reopens the banner, and to the first box when Choose opens them.
  useEffect(() => {
    const target =
      focusNext.current === 'purposes' ? firstPurpose.current : focusNext.current === 'region' ? region.current : null;
    focusNext.current = null;
    target?.focus();
  });

  const decide = (next: ConsentChoice) => {
    saveConsent(next);
    if (grantsAny(next)) void loadTagManager();
    setReopened(false);
    setLayer('first');
    // Back to "Cookie settings" when it opened the banner.
    opener.current?.focus();
    opener.current = null;
  };

  const choose = () => {
    setDraft(readConsent(document.cookie) ?? NO_CONSENT);
    focusNext.current = 'purposes';
    setLayer('choose');
  };

  const purposes = [
    { key: 'analytics', label: labels.analytics, hint: labels.analyticsHint },
    { key: 'marketing', label: labels.marketing, hint: labels.marketingHint },
  ] as const;

  return (
    <section
      ref={region}
      id={CONSENT_BANNER_ID}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      // Shown once all of it is parsed: its buttons are aligned to the row's end (components/shell/parsed.tsx).
      className={`${styles.banner} ${HIDDEN_UNTIL_PARSED} ${reopened ? 'block' : SHOWN_WHILE_ASKED}`}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:gap-6">
        <div className="min-w-0 flex-1 text-sm">
          <h2 id={`${id}-title`} className="font-bold">
            {labels.title}
          </h2>
          <p className="text-neutral-700">{labels.text}</p>
        </div>
        {layer === 'choose' ? (
          <fieldset className="flex flex-col gap-2 text-sm">
            <legend className="sr-only">{labels.purposes}</legend>
            {purposes.map((purpose, index) => (
              <div key={purpose.key} className="flex items-start gap-2">
                <input
                  ref={index === 0 ? firstPurpose : undefined}
                  id={`${id}-${purpose.key}`}
                  type="checkbox"
                  checked={draft[purpose.key]}
                  onChange={(event) => setDraft({ ...draft, [purpose.key]: event.target.checked })}
                  aria-describedby={`${id}-${purpose.key}-hint`}
                  className="mt-0.5 size-5 accent-brand"
                />
                <label htmlFor={`${id}-${purpose.key}`}>
                  <span className="font-semibold">{purpose.label}</span>{' '}
                  <span id={`${id}-${purpose.key}-hint`} className="text-neutral-700">
                    {purpose.hint}
                  </span>
                </label>
              </div>
            ))}
          </fieldset>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={styles.main} onClick={() => decide(NO_CONSENT)}>
            {labels.rejectAll}
          </button>
          <button type="button" className={styles.main} onClick={() => decide(ALL_CONSENT)}>
            {labels.acceptAll}
          </button>
          {layer === 'choose' ? (
            <button type="button" className={styles.other} onClick={() => decide(draft)}>
              {labels.save}
            </button>
          ) : (
            <button type="button" className={styles.other} onClick={choose}>
              {labels.choose}
            </button>
          )}
        </div>
      </div>
      <ParsedEnd />
    </section>
  );
}
