import { locales, type Locale } from '@/lib/i18n/locales';
import { invalidParams } from './params';
import { isContentScreen, routeTable, screenIds, type ScreenId } from './table';

export type RouteMatch = {
  locale: Locale;
  screen: ScreenId;
  params: Record<string, string>;
  /** Parameters whose value has the wrong format (SPEC section 2: per-route validation). */
  invalid: string[];
};

type CompiledTemplate = {
  locale: Locale;
  screen: ScreenId;
  segments: readonly string[];
  staticCount: number;
};

function compile(locale: Locale, screen: ScreenId): CompiledTemplate {
  const template: string = routeTable[screen][locale];
  const segments = template === '' ? [] : template.split('/');
  return { locale, screen, segments, staticCount: segments.filter((s) => !s.startsWith('{')).length };
}

// Most specific first: more fixed segments win, so `events/{slug}` beats `{page}/{subpage}`.
const compiledByLocale: Record<Locale, CompiledTemplate[]> = Object.fromEntries(
  locales.map((locale) => [
    locale,
    screenIds.map((screen) => compile(locale, screen)).sort((a, b) => b.staticCount - a.staticCount),
  ]),
) as Record<Locale, CompiledTemplate[]>;

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function matchTemplate(compiled: CompiledTemplate, segments: readonly string[]): RouteMatch | undefined {
  if (compiled.segments.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of compiled.segments.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith('{')) {
      params[part.slice(1, -1)] = safeDecode(segment) ?? segment;
    } else if (part !== segment) {
      return undefined;
    }
  }
  return { locale: compiled.locale, screen: compiled.screen, params, invalid: invalidParams(params) };
}

/** Every screen of one locale whose template has the shape of the segments, most specific first. */
export function matchAll(locale: Locale, segments: readonly string[]): RouteMatch[] {
  return compiledByLocale[locale].flatMap((compiled) => matchTemplate(compiled, segments) ?? []);
}

/** The screen a localized path (segments after the locale prefix) shows, with valid parameters. */
export function matchScreen(locale: Locale, segments: readonly string[]): RouteMatch | undefined {
  return matchAll(locale, segments).find((match) => match.invalid.length === 0);
}

/**
 * The same path in other languages' slugs: `/it/contact-us/` is the English
 * contact path asked in Italian. Generic content pages never count, since
 * their slug fits any language.
 */
export function matchForeign(segments: readonly string[], except?: Locale): RouteMatch[] {
  return locales
    .filter((locale) => locale !== except)
    .flatMap((locale) => matchScreen(locale, segments) ?? [])
    .filter((match) => !isContentScreen(match.screen));
}

/** Splits a pathname into non-empty segments (`/en/events/x/` -> `['en', 'events', 'x']`). */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}
