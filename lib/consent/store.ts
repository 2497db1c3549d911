import { updateConsent } from '@/lib/analytics';
import { CONSENT_ASK_ATTRIBUTE, CONSENT_ASK_VALUE, consentCookie, type ConsentChoice } from './consent';

/**
 * The browser's side of the choice (client components only): asking for one, saving it, and the footer's requests
 * to show the banner again. Whether the banner shows before a choice is `<html data-consent="ask">` alone (CSS, no
 * React state): the page hydrates without a second render for a cookie the server could not read.
 */

/** Asks for a choice (none is stored) where the boot script has not already (a page without it: Storybook). */
export function askForConsent(): void {
  document.documentElement.setAttribute(CONSENT_ASK_ATTRIBUTE, CONSENT_ASK_VALUE);
}

/** A choice in the banner: the cookie, then Consent Mode's update; the banner goes with the attribute that showed it. */
export function saveConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  updateConsent(choice);
  document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
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
