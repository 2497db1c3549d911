'use server';

import { z } from 'zod';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { formTexts } from '@/lib/i18n/form-texts';
import { locales } from '@/lib/i18n/locales';
import { createTranslator } from '@/lib/i18n/translate';
import { searchLabels, type SearchTexts } from './labels';

const locale = z.enum(locales);

/**
 * The search forms' messages and labels in one language, for the search box
 * (SearchTabs.client.tsx) when a visitor first points at or opens a tab: a
 * page sends the tabs only, not the 5 KB of texts every form may show
 * (the page weight). A server action, bound to the page's language
 * by the search box; the language comes from the browser, so it is checked.
 * Null for anything but a language of the site. Free of `server-only`
 * imports: the search box that binds it renders in stories and unit tests too.
 */
export async function searchTexts(asked: unknown): Promise<SearchTexts | null> {
  const parsed = locale.safeParse(asked);
  if (!parsed.success) return null;
  return {
    texts: formTexts(parsed.data),
    labels: searchLabels(parsed.data, createTranslator(parsed.data, dictionaries[parsed.data])),
  };
}
