import { searchTexts } from '@/components/search-bar/search-texts';
import { SearchTabs, type SearchTab } from '@/components/search-bar/SearchTabs.client';
import { contentEndpoint } from '@/lib/content/endpoint';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { sectionHref } from '@/lib/routes/sections';
import { resultsSections } from '@/lib/search/kinds';
import type { ModuleProps } from '@/registry/define';
import { SEARCH_BOX_ID } from './anchor';
import styles from './SearchBox.module.css';
import type { SearchboxTab, searchboxItemSchema } from './schema';

/** Where a tab leads: its own link when the editor set one, else its section's results. */
export function tabHref(tab: SearchboxTab, locale: Locale): string {
  return tab.url ?? sectionHref(locale, tab.component);
}

/**
 * The page's search box: one tab per item, in the editors' order. Each tab
 * opens its section's search form (the search bar, components/search-bar/):
 * packages land on the site's results, the other sections hand over to the
 * booking engine or to the editor's link for the tab. A packages tab the
 * editor linked elsewhere leads there. Without JavaScript every tab is a
 * link. On small screens the row scrolls sideways.
 */
export function SearchBox({ data, context: { locale, t } }: ModuleProps<typeof searchboxItemSchema>) {
  const headingId = `${SEARCH_BOX_ID}-heading`;
  const tabs: SearchTab[] = data.items.map((tab) => ({
    id: tab.sys.id,
    name: tab.name,
    href: tabHref(tab, locale),
    newTab: tab.url !== null && tab.external,
    newTabText: t('links.opensInNewTab'),
    component: tab.component,
    // Every tab opens its form; a packages tab the editor pointed elsewhere stays a link to there.
    opensForm: tab.url === null || !resultsSections.includes(tab.component),
    url: tab.url,
  }));
  // The browser asks the published content with the delivery token (never the preview one).
  const { url, deliveryToken } = contentEndpoint(env());
  return (
    <section id={SEARCH_BOX_ID} aria-labelledby={headingId} className="mx-auto w-full max-w-7xl scroll-mt-4 px-4">
      <h2 id={headingId} className="sr-only">
        {t('modules.searchboxItem.heading')}
      </h2>
      <SearchTabs
        tabs={tabs}
        locale={locale}
        // The forms' texts come when a tab is first pointed at or opened, not with the page.
        loadTexts={searchTexts.bind(null, locale)}
        content={{ url, token: deliveryToken }}
        loading={t('search.loadingForm')}
        failed={t('search.formFailed')}
        retry={t('forms.tryAgain')}
        closeLabel={t('search.closeSearch')}
        tabClassName={styles.tab}
      />
    </section>
  );
}
