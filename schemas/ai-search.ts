import { z } from 'zod';
import { AI_SEARCH_LENGTH } from './ai-search-limits';
import { locales } from './locales';

export { AI_SEARCH_LENGTH };

/** The visitor's text, trimmed; the message is a dictionary key ('The search must be between 10 and 255 characters.'). */
export const aiSearchText = z
  .string({ error: 'aiSearch.length' })
  .trim()
  .min(AI_SEARCH_LENGTH.min, { error: 'aiSearch.length' })
  .max(AI_SEARCH_LENGTH.max, { error: 'aiSearch.length' });

/** The AI tours form: one free-text field. */
export const aiSearchSchema = z.object({ text: aiSearchText });

/** The body of `POST /api/ai-search/`: the same text, and the page's language (its market's packages). */
export const aiSearchRequestSchema = z
  .object({
    text: aiSearchText,
    locale: z.enum(locales, { error: 'must be one of en, it, pt, es' }),
  })
  .strict();
