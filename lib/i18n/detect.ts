import { defaultLocale, isLocale, type Locale } from './locales';

// A header longer than this is not a browser's: read only its start, so a hostile value costs nothing.
const MAX_ACCEPT_LANGUAGE_LENGTH = 1024;

/**
 * Parses an Accept-Language header into language tags ordered by quality
 * (RFC 9110 section 12.5.4). Malformed entries are skipped, never thrown on.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; order: number }[] = [];
  header
    .slice(0, MAX_ACCEPT_LANGUAGE_LENGTH)
    .split(',')
    .forEach((part, order) => {
      const [rawTag, ...parameters] = part.trim().split(';');
      const tag = rawTag?.trim().toLowerCase() ?? '';
      if (!/^(?:[a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)$/.test(tag)) return;
      let q = 1;
      for (const parameter of parameters) {
        const [name, value = ''] = parameter.split('=').map((piece) => piece.trim());
        if (name?.toLowerCase() !== 'q') continue;
        // RFC 9110 qvalue: 0 to 1 with at most three decimals; anything else makes the entry unreadable.
        q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : Number.NaN;
      }
      if (!(q > 0)) return;
      entries.push({ tag, q, order });
    });
  return entries.sort((a, b) => b.q - a.q || a.order - b.order).map((entry) => entry.tag);
}

/** The first of our locales among the browser's languages, matched on the primary subtag. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  for (const tag of parseAcceptLanguage(header)) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** SPEC section 2: the `locale` cookie first, then the browser's languages, then English. */
export function detectLocale({
  cookie,
  acceptLanguage,
}: {
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale;
}
