import type { Locale } from '@/lib/i18n/locales';
import { AI_TOURS_DEADLINE_MS, type AiSearchResult } from '@/machines/ai-tours';
import { siteRequest } from '@/lib/http/site-request';

/** Asks `POST /api/ai-search/`; throws on anything but a 200 with an address, or after the page's deadline. */
export async function searchAiTours(text: string, locale: Locale, signal?: AbortSignal): Promise<AiSearchResult> {
  const response = await siteRequest().send('/api/ai-search/', {
    method: 'POST',
    body: { text, locale },
    signal: signal
      ? AbortSignal.any([signal, AbortSignal.timeout(AI_TOURS_DEADLINE_MS)])
      : AbortSignal.timeout(AI_TOURS_DEADLINE_MS),
  });
  if (!response.ok) throw new Error(`AI search answered ${response.status}`);
  const body = (await response.json()) as { href?: unknown; count?: unknown };
  if (typeof body.href !== 'string' || !body.href.startsWith(`/${locale}/`) || typeof body.count !== 'number')
    throw new Error('AI search answered without results');
  return { href: body.href, count: body.count };
}
