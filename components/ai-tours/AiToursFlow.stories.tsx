import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formTexts } from '@/lib/i18n/form-texts';
import { dictionaries } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';
import type { AiSearchResult } from '@/machines/ai-tours';
import AiToursFlow from './AiToursFlow.client';
import { AiToursBadges } from './AiToursScreen';

type Answer = 'found' | 'empty' | 'pending' | 'error';

const answers: Record<Answer, () => Promise<AiSearchResult>> = {
  found: async () => ({ href: '/en/results/packages/?destination=tuscany', count: 4 }),
  empty: async () => ({ href: '/en/results/packages/kenya/?month=any', count: 0 }),
  // Never answers: the flow stays on "searching" (for 4 s, the page's deadline).
  pending: () => new Promise(() => undefined),
  error: async () => {
    throw new Error('offline');
  },
};

/** The AI tours screen below its heading (components/ai-tours/AiToursScreen.tsx), with a search that answers as told. */
function AiToursStory({ locale = 'en', answer = 'found' }: { locale?: Locale; answer?: Answer }) {
  const texts = dictionaries[locale].aiSearch;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      <AiToursBadges locale={locale} />
      <AiToursFlow
        locale={locale}
        texts={texts}
        formTexts={{ ...formTexts(locale), aiSearch: texts }}
        search={answers[answer]}
      />
    </div>
  );
}

const meta = {
  title: 'AI tours/Flow',
  component: AiToursStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AiToursStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = dictionaries.en.aiSearch;
const click = (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));
const state = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-testid="ai-tours"]')?.getAttribute('data-state');

/** Walks to the field and searches `text`. */
async function search(canvasElement: HTMLElement, text: string) {
  await click(canvasElement, en.search);
  const field = await within(canvasElement).findByRole('textbox', { name: en.label });
  await userEvent.type(field, text);
  await userEvent.click(within(canvasElement).getAllByRole('button', { name: en.search }).at(-1)!);
}

/** The intro: Beta and Test mode, what the assistant does, "Show me how" and Search. */
export const Intro: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(en.beta)).toBeVisible();
    await expect(within(canvasElement).getByText(en.testMode)).toBeVisible();
    await expect(state(canvasElement)).toBe('intro');
  },
};

export const Step1: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, en.start);
    await expect(await within(canvasElement).findByRole('heading', { name: en.step1Title })).toHaveFocus();
  },
};

export const Step2: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, en.start);
    await click(canvasElement, en.next);
    await expect(await within(canvasElement).findByRole('heading', { name: en.step2Title })).toBeVisible();
  },
};

/** The last step: Back and Search, no Next. */
export const Step3: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, en.start);
    await click(canvasElement, en.next);
    await click(canvasElement, en.next);
    await expect(await within(canvasElement).findByRole('heading', { name: en.step3Title })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: en.next })).toBeNull();
  },
};

export const Field: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, en.search);
    await expect(await within(canvasElement).findByRole('textbox', { name: en.label })).toBeVisible();
  },
};

/** A text under 10 characters: 'Form incomplete.' and the spec's length message. */
export const FieldInvalid: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'Rome');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(dictionaries.en.forms.incomplete);
    await expect(within(canvasElement).getAllByText(en.length).length).toBeGreaterThan(0);
    await expect(state(canvasElement)).toBe('compose');
  },
};

export const Searching: Story = {
  args: { answer: 'pending' },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'A week in Tuscany in September');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(en.searching);
  },
};

/** Packages found: the flow says it opens them while the redirect runs (Storybook's router goes nowhere). */
export const Found: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'A week in Tuscany in September');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(en.found);
    await expect(state(canvasElement)).toBe('found');
  },
};

/** Nothing matches: 'No results found' and the hint, and a way back to the field. */
export const Empty: Story = {
  args: { answer: 'empty' },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'Safari in Kenya for ten days');
    await expect(await within(canvasElement).findByRole('heading', { name: en.noResults })).toBeVisible();
    await expect(within(canvasElement).getByText(en.noResultsHint)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { answer: 'error' },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'A week in Tuscany in September');
    await expect(await within(canvasElement).findByRole('heading', { name: en.failed })).toBeVisible();
  },
};

/** The intro in Italian: the labels and texts of another language. */
export const IntroItalian: Story = { args: { locale: 'it' } };
