import type { ProductSection } from '@/lib/content/model';
import type { FormTexts } from '@/lib/i18n/form-texts';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchInput } from '@/lib/store/search-bar';
import type { ContentAccess, SearchLabels } from '../labels';

/** What every search form of the bar receives (components/search-bar/SearchPanel.client.tsx). */
export type SearchFormProps = {
  section: ProductSection;
  locale: Locale;
  texts: FormTexts;
  labels: SearchLabels;
  content: ContentAccess;
  /** What the visitor typed in this section's record of the search bar, while the page is open. */
  saved: SearchInput;
  onSave: (input: SearchInput) => void;
  /** The editor's link for the tab, when the CMS gives one: a handover search goes there. */
  tabUrl: string | null;
};

export const formGrid =
  'grid gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm md:grid-cols-2 lg:grid-cols-4';
