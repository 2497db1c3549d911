import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { saveAiSearch } from '@/components/ai-tours/saved-search';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes/href';
import { fixtureContext } from '@/registry/fixture-context';
import { YouAskedFor } from './YouAskedFor.client';

/** The results' 'You asked for' line as ResultsView renders it, after an AI search that opened this very address. */
type Args = { locale?: Locale; text: string; sameAddress?: boolean };

function YouAskedForStory({ locale = 'en' }: Args) {
  const { t } = fixtureContext(locale);
  return (
    <div className="max-w-7xl p-4">
      <YouAskedFor
        template={t('aiSearch.youAskedFor', { text: '{{text}}' })}
        editLabel={t('aiSearch.editSearch')}
        editHref={href(locale, 'aiTours')}
      />
    </div>
  );
}

const meta = {
  title: 'Results/You asked for',
  component: YouAskedForStory,
  parameters: { layout: 'fullscreen' },
  // What the AI tours flow writes before it redirects: the text, and the address it opened (here, the story's own).
  beforeEach: ({ args }) => {
    saveAiSearch({
      text: args.text,
      href:
        args.sameAddress === false
          ? '/en/results/packages/?month=1'
          : `${window.location.pathname}${window.location.search}`,
    });
  },
} satisfies Meta<typeof YouAskedForStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's text, with a link back to the search that reopens the field. */
export const Shown: Story = {
  args: { text: 'A week in Tuscany in September with my wife, under 2000 euros' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Edit your search' })).toHaveAttribute(
      'href',
      '/en/ai-tours/#edit',
    );
  },
};

/** Markup in the text stays text: React escapes it. */
export const Escaped: Story = {
  args: { locale: 'it', text: 'Roma <b>e</b> <img src=x onerror=alert(1)> Firenze' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('you-asked-for')).toHaveTextContent(
      'Roma <b>e</b> <img src=x onerror=alert(1)> Firenze',
    );
    await expect(canvasElement.querySelector('img, b')).toBeNull();
  },
};

/** Another address than the one the search opened: nothing (the visitor moved on). */
export const OtherAddress: Story = {
  args: { text: 'A week in Tuscany in September', sameAddress: false },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('you-asked-for')).toBeNull();
  },
};
