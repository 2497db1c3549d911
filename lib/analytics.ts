/**
 * The site's only door to the analytics data layer (`window.dataLayer`, read
 * by the tag manager). Every entry carries a timestamp (SPEC section 7).
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

function push(entry: DataLayerEntry): void {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push(entry);
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
