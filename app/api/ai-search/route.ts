import { env } from '@/lib/env';
import { handleAiSearch } from '@/lib/ai-search/handler';
import { loadSearchData } from '@/lib/ai-search/load';
import { clientAddress, createLimiter } from '@/lib/limits/rate-limit';

/** Ten searches a minute per address; then a minute's wait, doubled for each block of the day (at most an hour). */
const limiter = createLimiter('ai-search', {
  points: 10,
  durationSeconds: 60,
  blockSeconds: 60,
  maxBlockSeconds: 3600,
});

/** The AI tours search (lib/ai-search/handler.ts): the visitor's text in, the results' filters and address out. */
export async function POST(request: Request) {
  const config = env();
  return handleAiSearch(request, {
    consume: (client) => limiter.consume([client]),
    client: clientAddress,
    loadData: loadSearchData,
    provider:
      config.AI_PROVIDER_URL && config.AI_API_KEY && config.AI_MODEL
        ? { url: config.AI_PROVIDER_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL }
        : null,
    log: (line) => console.warn(JSON.stringify(line)),
    siteUrl: config.SITE_URL,
  });
}
