import { updateConsent } from '@/lib/analytics';
import { consentCookie, readConsent, serializeConsent, type ConsentChoice } from './consent';

/**
 * The browser's side of the choice (client components only): the stored value for `useSyncExternalStore`,
 * saving a choice, and the footer's requests to show the banner again.
 */

/** What the server (and hydration) renders with: the cookie is read in the browser only, so prerendered pages stay shared. */
export const CONSENT_PENDING = 'pending';

const listeners = new Set<() => void>();

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice as its cookie value (`''` for none): a string, so React sees the same snapshot until it changes. */
export function storedConsentValue(): string {
  const choice = readConsent(document.cookie);
  return choice ? serializeConsent(choice) : '';
}

/** A choice in the banner: the cookie, then Consent Mode's update, then whoever reads the choice (the tag manager). */
export function saveConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  updateConsent(choice);
  for (const listener of listeners) listener();
}

/** The banner's id: "Cookie settings" controls it. */
export const CONSENT_BANNER_ID = 'consent-banner';

type BannerRequest = (opener: HTMLElement | null) => void;
const requests = new Set<BannerRequest>();

/** The banner listens: "Cookie settings" asks it to open, with the control focus returns to after a choice. */
export function onBannerRequest(listener: BannerRequest): () => void {
  requests.add(listener);
  return () => requests.delete(listener);
}

export function requestConsentBanner(opener: HTMLElement | null): void {
  for (const listener of requests) listener(opener);
}
