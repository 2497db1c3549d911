import { ContentLink } from '@/components/content-link/ContentLink';
import type { Locale } from '@/lib/i18n/locales';
import { sectionHref } from '@/lib/routes/sections';
import type { ModuleProps } from '@/registry/define';
import { SEARCH_BOX_ID } from './anchor';
import type { SearchboxTab, searchboxItemSchema } from './schema';

/** Where a tab leads: its own link when the editor set one, else its section's results. */
export function tabHref(tab: SearchboxTab, locale: Locale): string {
  return tab.url ?? sectionHref(locale, tab.component);
}

/**
 * The page's search box: one tab per item, in the editors' order. The search
 * forms come later; until then each tab is a plain link, so the block ships
 * no JavaScript. On small screens the row scrolls sideways.
 */
export function SearchBox({ data, context: { locale, t } }: ModuleProps<typeof searchboxItemSchema>) {
  const headingId = `${SEARCH_BOX_ID}-heading`;
  return (
    <section id={SEARCH_BOX_ID} aria-labelledby={headingId} className="mx-auto w-full max-w-7xl scroll-mt-4 px-4">
      <h2 id={headingId} className="sr-only">
        {t('modules.searchboxItem.heading')}
      </h2>
      <ul className="scroll-row -mx-4 flex snap-x gap-2 px-4 py-2 md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
        {data.items.map((tab) => (
          <li key={tab.sys.id} className="shrink-0 snap-start">
            <ContentLink
              href={tabHref(tab, locale)}
              newTab={tab.url !== null && tab.external}
              t={t}
              className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 bg-white px-4 text-sm font-semibold whitespace-nowrap text-neutral-800 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {tab.name}
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
