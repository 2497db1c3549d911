'use server';

import type { ReactNode } from 'react';
import { z } from 'zod';
import { showsDrafts } from '@/lib/content/draft';
import { ENTITY_ID_PATTERN } from '@/lib/content/model';
import { loadPageModules } from '@/lib/content/pages';
import { locales } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/server';
import { ProductGrid, sellingTabs } from '@/registry/modules/Modules';
import { modulesSchema } from '@/registry/modules/schema';

const entryId = z.string().regex(ENTITY_ID_PATTERN);
const request = z.object({ locale: z.enum(locales), pageId: entryId, moduleId: entryId, tabId: entryId });

/**
 * One tab's package cards of a tabs module ("Modules" entry) of a CMS page, for a tab the visitor opens in the
 * browser (registry/modules/Tabs.client.tsx): the page sends only its first tab's cards. A server action, bound
 * to the page's language and entry by PageBody and to the module by the module; the browser adds the tab's id.
 * The arguments come from the browser, so they are checked; the page's modules come from the same cached query
 * as the page (drafts in draft mode), so a panel costs a render of its cards. Null when the tab is no longer
 * there (the page was published again since it was loaded, or the module withdrawn): the panel says it could
 * not load it.
 */
export async function packageTabPanel(
  locale: unknown,
  pageId: unknown,
  moduleId: unknown,
  tabId: unknown,
): Promise<ReactNode> {
  const asked = request.safeParse({ locale, pageId, moduleId, tabId });
  if (!asked.success) return null;
  const preview = await showsDrafts();
  const modules = await loadPageModules(asked.data.locale, asked.data.pageId, { preview });
  const raw = modules.find((module) => module.__typename === 'Modules' && module.sys.id === asked.data.moduleId);
  const parsed = modulesSchema.safeParse(raw);
  if (!parsed.success || parsed.data.unPublish || parsed.data.layout !== 'tabs') return null;
  const tab = sellingTabs(parsed.data).find((candidate) => candidate.sys.id === asked.data.tabId);
  if (!tab) return null;
  return (
    <ProductGrid tab={tab} context={{ locale: asked.data.locale, preview, t: getTranslator(asked.data.locale) }} />
  );
}
