import type { Locale } from '@/lib/i18n/locales';
import { marketOf } from '@/lib/content/markets';
import { sectionHref } from '@/lib/routes/sections';
import { isTravellers } from '@/schemas/travellers';
import { handoverPaths, type HandoverSection } from './kinds';

/**
 * A form's values as a query string, the way a GET form sends them: nested
 * fields by their dotted names (`travellers.children.0.age`), lists as
 * repeated keys, empty values left out.
 */
export function formQuery(values: unknown): URLSearchParams {
  const query = new URLSearchParams();
  const walk = (value: unknown, name: string) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      if (value.every((item) => typeof item !== 'object' || item === null)) value.forEach((item) => walk(item, name));
      else value.forEach((item, index) => walk(item, `${name}.${index}`));
    } else if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, name ? `${name}.${key}` : key);
    } else {
      query.append(name, String(value));
    }
  };
  walk(values, '');
  return query;
}

/** Names an object inherits: never a form field's. */
const FORBIDDEN = new Set(['constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']);

/** The longest query a search form can send; anything longer is not one of ours. */
export const MAX_SEARCH_QUERY = 4096;

/**
 * The values of a GET search form back from its query string (the inverse of
 * formQuery): dotted names nest, numeric parts make lists. Names that are
 * not plain words are dropped, so `__proto__` and the like never reach an
 * object.
 */
export function valuesOfQuery(query: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of query) {
    const parts = name.split('.');
    if (
      parts.length > 4 ||
      !parts.every((part) => /^(?:[A-Za-z][A-Za-z0-9]{0,39}|\d{1,2})$/.test(part) && !FORBIDDEN.has(part))
    )
      continue;
    let node: Record<string | number, unknown> = root;
    for (const [index, part] of parts.entries()) {
      const key = /^\d+$/.test(part) ? Number(part) : part;
      const existing = Object.hasOwn(node, key) ? node[key] : undefined;
      if (index === parts.length - 1) {
        // A name given twice is a list; a value where a group already is, or the reverse, is dropped.
        if (existing === undefined) node[key] = value;
        else if (typeof existing === 'string') node[key] = [existing, value];
        else if (Array.isArray(existing) && existing.every((item) => typeof item === 'string')) existing.push(value);
        break;
      }
      if (existing === undefined) node[key] = /^\d+$/.test(parts[index + 1]!) ? [] : {};
      else if (typeof existing !== 'object' || existing === null) break;
      node = node[key] as Record<string | number, unknown>;
    }
  }
  return root;
}

/**
 * What the booking engine receives for a valid search: the language and
 * market, then each field of the search; who travels as `adults`,
 * `children`, `ages` (comma-separated) and `rooms`.
 */
export function engineQuery(locale: Locale, search: Record<string, unknown>): URLSearchParams {
  const query = new URLSearchParams({ lang: locale, market: marketOf(locale).iso });
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    if (isTravellers(value)) {
      query.set('adults', String(value.adults));
      query.set('children', String(value.children.length));
      if (value.children.length > 0) query.set('ages', value.children.map((child) => child.age).join(','));
      query.set('rooms', String(value.rooms));
    } else {
      query.set(name, String(value));
    }
  }
  return query;
}

/**
 * Where a valid search of a section goes: the editor's link for the tab when
 * the CMS has one, else the booking engine (`BOOKING_ENGINE_URL` + the
 * section's path), with the search in the query. Without either, the site's
 * own results for the section (and the destination, when one was chosen).
 */
export function handoverTarget(
  section: HandoverSection,
  locale: Locale,
  search: Record<string, unknown>,
  { engineUrl, tabUrl }: { engineUrl?: string; tabUrl?: string | null },
): string {
  const base = tabUrl ?? (engineUrl ? `${engineUrl.replace(/\/+$/, '')}/${handoverPaths[section]}/` : null);
  if (!base) return sectionHref(locale, section, typeof search.destination === 'string' ? search.destination : null);
  const url = new URL(base, 'http://site.invalid');
  for (const [name, value] of engineQuery(locale, search)) url.searchParams.set(name, value);
  return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}` : url.toString();
}
