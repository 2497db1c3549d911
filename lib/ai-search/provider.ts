import { z } from 'zod';
import { marketOf } from '@/lib/content/markets';
import { durationKeys } from '@/schemas/durations';
import type { AiSearchData } from './data';
import { aiFiltersSchema, type AiFilters } from './filters';

/**
 * The optional language model (AI_PROVIDER_URL, AI_API_KEY, AI_MODEL): an
 * OpenAI-compatible chat completions endpoint, asked for the filters as JSON
 * under a JSON schema (structured outputs), with the market's slugs to
 * choose from. Its answer is validated with the same zod schema as the
 * embedded engine's; anything else (a timeout, an HTTP error, prose,
 * invented fields) throws, and the caller falls back to the embedded engine.
 */
export type ProviderConfig = { url: string; apiKey: string; model: string };

/** The provider gets this long; the page never waits more than PAGE_DEADLINE_MS in all. */
export const PROVIDER_TIMEOUT_MS = 3000;

const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const list = (items: ReadonlyArray<{ slug: string; name: string }>) =>
  items.map((item) => `${item.slug} (${item.name})`).join(', ');

/** What the model is told: the task, the filters' meaning and every slug it may use. */
export function providerPrompt(data: AiSearchData): string {
  const { catalog } = data;
  return [
    "You turn a traveller's request, in any language, into search filters for a travel agency's holiday packages.",
    'Answer with JSON only, following the schema. Use null (or an empty list) for anything the request does not say; never guess.',
    `destination: one slug of these places, the most specific one the request names: ${list(catalog.places)}.`,
    `duration: the trip's length as one of ${durationKeys.join(', ')} (days; a week is 6-9).`,
    `min, max: the budget per person in ${marketOf(data.locale).currency}, whole numbers.`,
    'month: 1 to 12 (a season is its middle month: spring 4, summer 7, autumn 10, winter 1).',
    'travellers: adults and children when the request says who travels, else null.',
    `interests: slugs of these things to do: ${list(catalog.interests)}.`,
    `categories: slugs of these trip styles: ${list(catalog.categories)}.`,
  ].join('\n');
}

/** The filters the model reads from the text; throws on a timeout, an error or an answer that is not valid filters. */
export async function askProvider(
  text: string,
  data: AiSearchData,
  config: ProviderConfig,
  { timeoutMs = PROVIDER_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<AiFilters> {
  const response = await fetchImpl(config.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify({
      model: config.model,
      temperature: 0,
      messages: [
        { role: 'system', content: providerPrompt(data) },
        { role: 'user', content: text },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'travel_filters', strict: true, schema: z.toJSONSchema(aiFiltersSchema) },
      },
    }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`AI provider answered ${response.status}`);
  const body = completion.parse(await response.json());
  return aiFiltersSchema.parse(JSON.parse(body.choices[0]!.message.content));
}
