import { aiSearchRequestSchema } from '@/schemas/ai-search';
import { isJsonRequest, privateJson, readLimitedBody } from '@/lib/http/body';
import { fromOwnSite } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import type { LimitAnswer } from '@/lib/limits/rate-limit';
import type { AiSearchData } from './data';
import { searchPackages } from './engine';
import type { AiFilters } from './filters';
import { askProvider, type ProviderConfig } from './provider';

/**
 * `POST /api/ai-search/` (app/api/ai-search/route.ts): `{ text, locale }` in,
 * `{ filters, href, count, source }` out. Every failure is a 4xx with a JSON
 * `{ error, message }` that says what a valid request is; nothing a client
 * sends makes it a 5xx (the fuzz test sends 1,000 random bodies). Only the
 * content service being down is a 503 `unavailable`. The text is
 * never written back: the answer carries filters and an address built from
 * slugs, and JSON is not HTML.
 */

/** A 10-255 character text and a language code, as JSON, is well under this. */
export const MAX_BODY_BYTES = 4 * 1024;

export type AiSearchDependencies = {
  /** Counts one try for the client; refuses when it has used up its tries. */
  consume: (client: string) => Promise<LimitAnswer>;
  /** The client's address (lib/limits/rate-limit.ts clientAddress). */
  client: (headers: Headers) => string;
  loadData: (locale: Locale) => Promise<AiSearchData>;
  /** The language model to ask first, or null for the embedded engine only. */
  provider: ProviderConfig | null;
  askProvider?: typeof askProvider;
  log?: (line: Record<string, unknown>) => void;
  /** The site's address (SITE_URL): a browser's search must come from its pages (CSRF, lib/http/origin.ts). */
  siteUrl?: string;
};

export type AiSearchResponse = {
  filters: AiFilters;
  href: string;
  count: number;
  /** Who read the text: the language model, or the embedded engine (no provider, or it failed). */
  source: 'provider' | 'embedded';
};

const refuse = (status: number, error: string, message: string, extra: Record<string, unknown> = {}) =>
  privateJson({ error, message, ...extra }, status);

export async function handleAiSearch(request: Request, deps: AiSearchDependencies): Promise<Response> {
  if (deps.siteUrl && !fromOwnSite(request.headers, deps.siteUrl))
    return refuse(403, 'forbidden', 'The search must be sent from this site.');
  if (!isJsonRequest(request)) {
    return refuse(
      415,
      'unsupported_media_type',
      'Send the search as JSON (Content-Type: application/json): {"text": "...", "locale": "en"}.',
    );
  }
  const read = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!read.ok) {
    return read.reason === 'too_large'
      ? refuse(413, 'body_too_large', `The body is larger than ${MAX_BODY_BYTES} bytes.`)
      : refuse(400, 'unreadable_body', 'The body could not be read.');
  }

  const limit = await deps.consume(deps.client(request.headers));
  if (!limit.allowed) {
    return privateJson(
      { error: 'too_many_requests', message: `Too many searches; try again in ${limit.retryAfterSeconds} s.` },
      429,
      {
        'Retry-After': String(limit.retryAfterSeconds),
      },
    );
  }

  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return refuse(400, 'invalid_json', 'The body is not valid JSON. Send {"text": "...", "locale": "en"}.');
  }
  const parsed = aiSearchRequestSchema.safeParse(body);
  if (!parsed.success) {
    return refuse(
      400,
      'invalid_body',
      'Send {"text": a search of 10 to 255 characters, "locale": "en", "it", "pt" or "es"} and nothing else.',
      {
        issues: parsed.error.issues.map(({ path, message }) => ({
          path: path.join('.'),
          message: message === 'aiSearch.length' ? 'must be between 10 and 255 characters' : message,
        })),
      },
    );
  }

  const { text: query, locale } = parsed.data;
  let data: AiSearchData;
  try {
    data = await deps.loadData(locale);
  } catch {
    // The content service is down (already logged where it failed): the page's search says so and keeps the text.
    return privateJson(
      { error: 'unavailable', message: 'The packages could not be read just now; try again in a moment.' },
      503,
      { 'Retry-After': '30' },
    );
  }
  let source: AiSearchResponse['source'] = 'embedded';
  let answer = searchPackages(query, data);
  if (deps.provider) {
    try {
      const filters = await (deps.askProvider ?? askProvider)(query, data, deps.provider);
      answer = searchPackages(query, data, filters);
      source = 'provider';
    } catch (error) {
      // The embedded engine's answer stands; one line says why (never the visitor's text).
      deps.log?.({
        level: 'warn',
        event: 'ai_provider_fallback',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const response: AiSearchResponse = { filters: answer.filters, href: answer.href, count: answer.count, source };
  return privateJson(response, 200);
}
