import { CONSENT_MODE_DEFAULT, consentModeOf, type ConsentChoice } from '@/lib/consent/consent';

/**
 * The site's only door to the analytics data layer (`window.dataLayer`, read
 * by the tag manager). Every entry carries a timestamp (SPEC section 7), but
 * Consent Mode's commands, which go in as gtag's `arguments` objects (the form
 * Google's tags read them in).
 *
 * On a page, the inline boot script (lib/consent/boot-script.ts) creates the
 * data layer with Consent Mode's `default` first; whoever else creates it
 * (a story, a test) also puts the `default` first.
 */
export type DataLayerEntry =
  | { languageCode: string; timestamp: number }
  | { event: 'page_view'; path: string; locale: string; timestamp: number }
  | { event: 'user_interaction'; name: string; detail: Record<string, unknown>; timestamp: number };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The data layer, created with Consent Mode's `default` first when nothing created it yet. */
function dataLayer(): unknown[] {
  if (!window.dataLayer) {
    window.dataLayer = [];
    gtag('consent', 'default', CONSENT_MODE_DEFAULT);
  }
  return window.dataLayer;
}

/** Google's `gtag()`: a command goes into the data layer as the function's `arguments` object, not as an array. */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- Google's tags read gtag commands only as `arguments` objects.
  dataLayer().push(arguments);
}

function push(entry: DataLayerEntry): void {
  if (typeof window === 'undefined') return;
  dataLayer().push(entry);
}

/** On every choice in the banner: Consent Mode's `update` for what the visitor granted and denied. */
export function updateConsent(choice: ConsentChoice): void {
  if (typeof window === 'undefined') return;
  gtag('consent', 'update', consentModeOf(choice));
}

/** Right before the tag manager's container is requested: the event its snippet pushes, which starts it. */
export function trackContainerStart(): void {
  if (typeof window === 'undefined') return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
}

/** At start-up: the language the visitor reads the site in. */
export function trackLanguage(locale: string): void {
  push({ languageCode: locale, timestamp: Date.now() });
}

/** On every navigation, including the first page. */
export function trackPageView(path: string, locale: string): void {
  push({ event: 'page_view', path, locale, timestamp: Date.now() });
}

/** Anything a visitor does that the business wants counted: `trackInteraction('newsletter_submit', { module })`. */
export function trackInteraction(name: string, detail: Record<string, unknown> = {}): void {
  push({ event: 'user_interaction', name, detail, timestamp: Date.now() });
}
