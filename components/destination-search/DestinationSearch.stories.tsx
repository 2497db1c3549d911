import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DestinationSearchQuery } from '@/codegen/generated/graphql';
import { fixtureContext } from '@/registry/fixture-context';
import { DestinationSearch, type DestinationSearchLabels } from './DestinationSearch.client';

/** The content endpoint the stories' combobox asks: answered in the browser (below), nothing leaves it. */
const ENDPOINT = '/storybook/destination-search/graphql';

/** Destinations of the content service, in the shape of the DestinationSearch operation (codegen/operations/destinations.graphql). */
const destinations: DestinationSearchQuery = {
  countryCollection: {
    items: [
      { sys: { id: 'country-italy' }, name: 'Italy', slug: 'italy', continent: { slug: 'europe', name: 'Europe' } },
      {
        sys: { id: 'country-mauritania' },
        name: 'Mauritania',
        slug: 'mauritania',
        continent: { slug: 'africa', name: 'Africa' },
      },
      { sys: { id: 'country-spain' }, name: 'Spain', slug: 'spain', continent: { slug: 'europe', name: 'Europe' } },
    ],
  },
  cityCollection: {
    items: [
      {
        sys: { id: 'city-civitavecchia' },
        name: 'Civitavecchia',
        slug: 'civitavecchia',
        country: { slug: 'italy', name: 'Italy', continent: { slug: 'europe' } },
      },
      {
        sys: { id: 'city-kitakyushu' },
        name: 'Kitakyushu',
        slug: 'kitakyushu',
        country: { slug: 'japan', name: 'Japan', continent: { slug: 'asia' } },
      },
      {
        sys: { id: 'city-rome' },
        name: 'Rome',
        slug: 'rome',
        country: { slug: 'italy', name: 'Italy', continent: { slug: 'europe' } },
      },
      // More than the open list shows at once (the arrows' story).
      ...[
        'Porto',
        'Portofino',
        'Porto Cervo',
        'Porto Santo',
        'Portimão',
        'Port Louis',
        'Port Douglas',
        'Portree',
        'Portland',
        'Portsmouth',
      ].map((name) => ({
        sys: { id: `city-${name.toLowerCase().replace(/\W+/g, '-')}` },
        name,
        slug: name.toLowerCase().replace(/\W+/g, '-'),
        country: { slug: 'elsewhere', name: 'Elsewhere', continent: { slug: 'europe' } },
      })),
    ],
  },
  areaCollection: {
    items: [
      {
        sys: { id: 'area-italian-lakes' },
        name: 'Italian Lakes',
        slug: 'italian-lakes',
        country: { name: 'Italy', continent: { slug: 'europe' } },
      },
    ],
  },
  superareaCollection: {
    items: [
      {
        sys: { id: 'superarea-mediterranean' },
        name: 'Mediterranean',
        slug: 'mediterranean',
        continent: { slug: 'europe', name: 'Europe' },
      },
    ],
  },
};

/** What the content service answers: the destinations whose name contains the search (as `name_contains` does). */
function answer(search: string): DestinationSearchQuery {
  const matching = <T extends { name: string | null } | null>(items: T[]) =>
    items.filter((item) => item?.name?.toLowerCase().includes(search.toLowerCase()));
  return {
    countryCollection: { items: matching(destinations.countryCollection?.items ?? []) },
    cityCollection: { items: matching(destinations.cityCollection?.items ?? []) },
    areaCollection: { items: matching(destinations.areaCollection?.items ?? []) },
    superareaCollection: { items: matching(destinations.superareaCollection?.items ?? []) },
  };
}

/**
 * The combobox builds its own urql client (ContentProvider) on its `url`, so
 * the story answers that address: `fetch` is stubbed for it while the story
 * is on screen, every other request goes through.
 */
function answerContentQueries() {
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname !== ENDPOINT) return original(input, init);
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { variables?: { search?: string } };
    return Response.json({ data: answer(body.variables?.search ?? '') });
  };
  return () => {
    globalThis.fetch = original;
  };
}

/** The header's destination search, with its labels in the page's language. */
function DestinationSearchStory() {
  const { t } = fixtureContext('en');
  const labels: DestinationSearchLabels = {
    label: t('destinationSearch.label'),
    placeholder: t('destinationSearch.placeholder'),
    results: t('destinationSearch.results', { count: '{{count}}' }),
    noResults: t('destinationSearch.noResults'),
    failed: t('destinationSearch.failed'),
  };
  return (
    // Room below the field: the open list is part of the picture.
    <div className="min-h-96 max-w-md p-4">
      <DestinationSearch url={ENDPOINT} token="storybook" locale="en" labels={labels} />
    </div>
  );
}

const meta = {
  title: 'Components/Destination search',
  component: DestinationSearchStory,
  beforeEach: answerContentQueries,
} satisfies Meta<typeof DestinationSearchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types `text` in the combobox, as a visitor does. */
async function typeIn(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const field = canvas.getByRole('combobox', { name: 'Search destinations' });
  await userEvent.type(field, text);
  return { canvas, field };
}

/** "ita" typed: the list of destinations whose name contains it, countries first, each with where it is. */
export const OpenWithResults: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, field } = await typeIn(canvasElement, 'ita');
    const list = await canvas.findByRole('listbox', { name: 'Search destinations' }, { timeout: 5000 });
    await waitFor(() => expect(list).toBeVisible());
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ItalyEurope', 'MauritaniaAfrica', 'CivitavecchiaItaly', 'KitakyushuJapan', 'Italian LakesItaly']);
  },
};

/** Ten destinations, about six in view: the option the arrows reach is scrolled into the list's view. */
export const ArrowsKeepTheOptionInView: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const { canvas } = await typeIn(canvasElement, 'port');
    const list = await canvas.findByRole('listbox', { name: 'Search destinations' }, { timeout: 5000 });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(10));
    // Up from nothing chosen: the last one.
    await userEvent.keyboard('{ArrowUp}');
    const last = within(list).getAllByRole('option').at(-1)!;
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => {
      const [shown, option] = [list.getBoundingClientRect(), last.getBoundingClientRect()];
      expect(option.bottom).toBeLessThanOrEqual(shown.bottom + 1);
      expect(option.top).toBeGreaterThanOrEqual(shown.top - 1);
    });
  },
};

/** Nothing found: said by the live status; the field is not expanded over an empty list. */
export const NothingFound: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const { canvas, field } = await typeIn(canvasElement, 'xqz');
    await expect(
      await canvas.findByText(fixtureContext('en').t('destinationSearch.noResults'), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};
