// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_BOOT_SCRIPT } from './boot-script';
import {
  CONSENT_MAX_AGE,
  CONSENT_VERSION,
  consentCookie,
  consentModeOf,
  grantsAny,
  parseConsent,
  readConsent,
  serializeConsent,
} from './consent';
import { tagManagerSrc } from './tag-manager';

const denied = 'denied';
const granted = 'granted';

describe('the consent cookie', () => {
  it('writes the version and both purposes, and reads them back', () => {
    expect(CONSENT_VERSION).toBe(1);
    expect(serializeConsent({ analytics: true, marketing: false })).toBe('v1:analytics=1:marketing=0');
    expect(serializeConsent({ analytics: false, marketing: true })).toBe('v1:analytics=0:marketing=1');
    for (const choice of [
      { analytics: false, marketing: false },
      { analytics: true, marketing: false },
      { analytics: false, marketing: true },
      { analytics: true, marketing: true },
    ]) {
      expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    }
  });

  it('takes no choice from another version, a malformed value or nothing: the banner asks again', () => {
    for (const value of [
      'v0:analytics=1:marketing=1',
      'v2:analytics=1:marketing=1',
      'v1:analytics=2:marketing=0',
      'v1:analytics=1',
      'v1:analytics=1:marketing=0x',
      'yes',
      '',
      null,
      undefined,
    ]) {
      expect(parseConsent(value), String(value)).toBeNull();
    }
  });

  it('finds its own cookie among the others, by its exact name', () => {
    expect(readConsent('locale=it; consent=v1:analytics=0:marketing=1; session=abc')).toEqual({
      analytics: false,
      marketing: true,
    });
    expect(readConsent('consent=v1:analytics=1:marketing=1')).toEqual({ analytics: true, marketing: true });
    expect(readConsent('myconsent=v1:analytics=1:marketing=1; locale=en')).toBeNull();
    expect(readConsent('')).toBeNull();
  });

  it('is kept six months for the whole site, Lax, and Secure only over https', () => {
    expect(CONSENT_MAX_AGE).toBe(183 * 86_400);
    expect(consentCookie({ analytics: true, marketing: false }, false)).toBe(
      'consent=v1:analytics=1:marketing=0; Max-Age=15811200; Path=/; SameSite=Lax',
    );
    expect(consentCookie({ analytics: false, marketing: false }, true)).toBe(
      'consent=v1:analytics=0:marketing=0; Max-Age=15811200; Path=/; SameSite=Lax; Secure',
    );
  });
});

describe('Consent Mode v2', () => {
  it('maps analytics to analytics_storage and marketing to the three advertising types', () => {
    expect(consentModeOf({ analytics: false, marketing: false })).toEqual({
      ad_storage: denied,
      ad_user_data: denied,
      ad_personalization: denied,
      analytics_storage: denied,
    });
    expect(consentModeOf({ analytics: true, marketing: false })).toEqual({
      ad_storage: denied,
      ad_user_data: denied,
      ad_personalization: denied,
      analytics_storage: granted,
    });
    expect(consentModeOf({ analytics: false, marketing: true })).toEqual({
      ad_storage: granted,
      ad_user_data: granted,
      ad_personalization: granted,
      analytics_storage: denied,
    });
    expect(consentModeOf({ analytics: true, marketing: true })).toEqual({
      ad_storage: granted,
      ad_user_data: granted,
      ad_personalization: granted,
      analytics_storage: granted,
    });
  });

  it('loads the tag manager only for a choice that grants something', () => {
    expect(grantsAny({ analytics: false, marketing: false })).toBe(false);
    expect(grantsAny({ analytics: true, marketing: false })).toBe(true);
    expect(grantsAny({ analytics: false, marketing: true })).toBe(true);
  });
});

describe('the tag manager address', () => {
  it('is the container on its origin with GTM_ID, and nothing without', () => {
    expect(tagManagerSrc({ GTM_ORIGIN: 'https://www.googletagmanager.com' })).toBeNull();
    expect(tagManagerSrc({ GTM_ID: 'GTM-ABC1234', GTM_ORIGIN: 'https://www.googletagmanager.com' })).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234',
    );
    expect(tagManagerSrc({ GTM_ID: 'GTM-ABC1234', GTM_ORIGIN: 'https://tags.example.com' })).toBe(
      'https://tags.example.com/gtm.js?id=GTM-ABC1234',
    );
  });
});

describe('the boot script', () => {
  const clearCookies = () => {
    for (const cookie of document.cookie.split(/;\s*/).filter(Boolean))
      document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
  };
  const boot = () => new Function(CONSENT_BOOT_SCRIPT)();
  /** The data layer's entries as plain values: gtag commands are `arguments` objects. */
  const entries = () =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? ['arguments', ...Array.from(entry as ArrayLike<unknown>)]
        : entry,
    );

  beforeEach(() => {
    delete window.dataLayer;
    clearCookies();
    document.documentElement.removeAttribute('data-consent');
  });
  afterEach(() => {
    delete window.dataLayer;
    clearCookies();
    document.documentElement.removeAttribute('data-consent');
  });

  it('without a choice: the default (everything denied) as an arguments object, and the banner asked for', () => {
    boot();
    expect(entries()).toEqual([
      [
        'arguments',
        'consent',
        'default',
        { ad_storage: denied, ad_user_data: denied, ad_personalization: denied, analytics_storage: denied },
      ],
    ]);
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
  });

  it('with a stored choice: the default, then its update, and no banner', () => {
    document.cookie = 'locale=pt; Path=/';
    document.cookie = 'consent=v1:analytics=1:marketing=0; Path=/';
    boot();
    expect(entries()).toEqual([
      ['arguments', 'consent', 'default', consentModeOf({ analytics: false, marketing: false })],
      ['arguments', 'consent', 'update', consentModeOf({ analytics: true, marketing: false })],
    ]);
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
  });

  it('reads the cookie exactly as parseConsent does: an older version asks again', () => {
    document.cookie = 'consent=v0:analytics=1:marketing=1; Path=/';
    boot();
    expect(entries()).toHaveLength(1);
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
  });

  it('keeps what is already in the data layer', () => {
    const existing: unknown[] = [{ earlier: true }];
    window.dataLayer = existing;
    boot();
    expect(window.dataLayer).toBe(existing);
    expect(existing).toHaveLength(2);
  });
});
