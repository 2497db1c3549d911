import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fireEvent } from 'storybook/test';
import { productCardSchema } from '@/lib/content/product-card';
import { ukPackages, type ProductPayload } from '@/components/product-card/fixtures';
import { marketOf } from '@/lib/content/markets';
import type { Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { catalogProduct, computeResults, type CatalogProduct, type ResultsCatalog } from '@/lib/results/filter';
import { parseResultsQuery } from '@/lib/results/query';
import { fixtureContext } from '@/registry/fixture-context';
import { FilterPanel } from './FilterPanel.client';
import { ResultsTransition } from './ResultsTransition.client';
import { filterPanelProps } from './ResultsView';

/** A package of the seed (UK market, GBP) with its country, departure months, type and interests. */
function product(
  payload: ProductPayload,
  country: string,
  months: number[],
  types: string[],
  interests: string[],
): CatalogProduct {
  const card = productCardSchema.parse(payload);
  const categories = card.categories.flatMap((category) => (category.slug ? [category.slug] : []));
  return catalogProduct(card, { months, categories, types, interests, places: [country], countries: [country] });
}

const products = [
  product(ukPackages.amalfiCoastClassic, 'italy', [4, 5, 6, 7, 8, 9, 10], ['flight-and-hotel'], ['boat-trips', 'food']),
  product(ukPackages.algarveBeachHoliday, 'portugal', [5, 6, 7, 8, 9], ['flight-and-hotel'], ['boat-trips']),
  product(ukPackages.cycladesIslandHopping, 'greece', [5, 6, 7, 8, 9], ['island-hopping'], ['boat-trips', 'food']),
  product(ukPackages.balearicIslandHopping, 'spain', [5, 6, 7, 8, 9, 10], ['island-hopping'], ['nightlife']),
  product(ukPackages.thailandHighlights, 'thailand', [11, 12, 1, 2, 3], ['guided-tour'], ['food', 'museums']),
  product(ukPackages.romeCityBreak, 'italy', [], ['flight-and-hotel'], ['food', 'museums']),
  product(ukPackages.grandTourOfItaly, 'italy', [4, 5, 6, 7, 8, 9, 10], ['guided-tour'], ['food', 'museums']),
];

const catalog: ResultsCatalog = {
  products,
  categories: [
    ...new Map(
      products
        .flatMap(({ card }) => card.categories)
        .map(({ name, slug }) => [slug ?? name, { slug: slug ?? name, name }]),
    ).values(),
  ].sort((a, b) => a.name.localeCompare(b.name)),
  types: [
    { slug: 'flight-and-hotel', name: 'Flight and hotel' },
    { slug: 'guided-tour', name: 'Guided tour' },
    { slug: 'island-hopping', name: 'Island hopping' },
  ],
  interests: [
    { slug: 'boat-trips', name: 'Boat trips' },
    { slug: 'food', name: 'Food and drink' },
    { slug: 'museums', name: 'Museums' },
    { slug: 'nightlife', name: 'Nightlife' },
  ],
  places: [
    { slug: 'greece', name: 'Greece', kind: 'country', country: 'greece' },
    { slug: 'italy', name: 'Italy', kind: 'country', country: 'italy' },
    { slug: 'portugal', name: 'Portugal', kind: 'country', country: 'portugal' },
    { slug: 'spain', name: 'Spain', kind: 'country', country: 'spain' },
    { slug: 'thailand', name: 'Thailand', kind: 'country', country: 'thailand' },
  ],
};

/** The results' filters as ResultsView gives them to the panel: the options counted by computeResults, the labels in the page's language. */
function FilterPanelStory({ locale = 'en', query = '' }: { locale?: Locale; query?: string }) {
  const { t } = fixtureContext(locale);
  const { state, notices } = parseResultsQuery(query);
  const results = computeResults(catalog, state, { country: null }, { locale, notices });
  const path = hrefFor(locale, 'packageResults', {});
  const panel = filterPanelProps({
    locale,
    t,
    path,
    results,
    currency: marketOf(locale).currency,
    monthChoiceRequired: false,
  });
  return (
    <div className="max-w-sm p-4">
      <ResultsTransition action={path} state={state}>
        <FilterPanel {...panel} />
      </ResultsTransition>
    </div>
  );
}

const meta = {
  title: 'Components/Package results/Filter panel',
  component: FilterPanelStory,
  // On a phone the panel folds behind its "Filters (n)" button: the pictures show it unfolded.
  play: async ({ canvasElement }) => {
    // Hidden on a desktop (where the play function runs), so found by what it controls, and clicked without a pointer.
    const toggle = canvasElement.querySelector<HTMLButtonElement>('button[aria-controls]');
    await expect(toggle).not.toBeNull();
    await fireEvent.click(toggle!);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
} satisfies Meta<typeof FilterPanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every option with the packages it would give, the budget fields with the prices' range. */
export const NothingSelected: Story = {};

/** Two trip styles, a budget and a length chosen: the counts of the other options follow them. */
export const WithSelections: Story = {
  args: { query: 'categories=beach&categories=family&min=500&max=1200&duration=6-9' },
};
