/**
 * The visitor's cookie choice (README "Consent and tag manager"): what is stored, in which
 * first-party cookie, and what it means for Google's Consent Mode v2. Used by the browser (the banner),
 * the inline boot script (./boot-script.ts) and the tests; no server code reads the cookie.
 */

/** The choice: each purpose granted or not. Strictly necessary cookies (this one, the language, the session) need none. */
export type ConsentChoice = { analytics: boolean; marketing: boolean };

/** The cookie's name. */
export const CONSENT_COOKIE = 'consent';

/**
 * `<html data-consent="ask">`: no valid choice is stored, and the banner shows (CSS alone, from the first paint). The
 * boot script sets it (./boot-script.ts), a choice removes it (./store.ts).
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent';
export const CONSENT_ASK_VALUE = 'ask';

/**
 * The version of what the banner asks. Raise it when the purposes or the tags change: a choice stored
 * under an older version is ignored and the banner asks again.
 */
export const CONSENT_VERSION = 1;

/** Six months (183 days), in seconds. */
export const CONSENT_MAX_AGE = 183 * 24 * 60 * 60;

export const NO_CONSENT: ConsentChoice = { analytics: false, marketing: false };
export const ALL_CONSENT: ConsentChoice = { analytics: true, marketing: true };

/**
 * The cookie's value: `v1:analytics=1:marketing=0`. The pattern is also the boot script's, so both read the
 * same values; anything else (another version, a hand-edited value) is no choice.
 */
export const CONSENT_VALUE_PATTERN = `v${CONSENT_VERSION}:analytics=([01]):marketing=([01])`;
const VALUE = new RegExp(`^${CONSENT_VALUE_PATTERN}$`);

export function serializeConsent(choice: ConsentChoice): string {
  return `v${CONSENT_VERSION}:analytics=${choice.analytics ? 1 : 0}:marketing=${choice.marketing ? 1 : 0}`;
}

/** The choice a cookie value holds, or null (none, malformed, or of another version). */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  const match = value ? VALUE.exec(value) : null;
  if (!match) return null;
  return { analytics: match[1] === '1', marketing: match[2] === '1' };
}

/** The stored choice in a `document.cookie` string, or null. */
export function readConsent(cookies: string): ConsentChoice | null {
  for (const part of cookies.split(/;\s*/)) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator) === CONSENT_COOKIE) return parseConsent(part.slice(separator + 1));
  }
  return null;
}

/** What `document.cookie` is set to for a choice: first-party, six months, the whole site, Lax, Secure on https. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${serializeConsent(choice)}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Google Consent Mode v2's four types. */
export type ConsentModeState = {
  ad_storage: 'granted' | 'denied';
  ad_user_data: 'granted' | 'denied';
  ad_personalization: 'granted' | 'denied';
  analytics_storage: 'granted' | 'denied';
};

/** Before any choice: everything denied. */
export const CONSENT_MODE_DEFAULT: ConsentModeState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/** Analytics grants `analytics_storage`; marketing the three advertising types. */
export function consentModeOf(choice: ConsentChoice): ConsentModeState {
  const marketing = choice.marketing ? 'granted' : 'denied';
  return {
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
  };
}

/** Whether the tag manager may load: some purpose is granted. */
export function grantsAny(choice: ConsentChoice): boolean {
  return choice.analytics || choice.marketing;
}
