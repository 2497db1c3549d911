import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ModuleStory } from '@/stories/ModuleStory';
import {
  darkSliders,
  dropdown,
  hiddenTabsMenu,
  invalid,
  italian,
  minimal,
  sliders,
  soldNowhere,
  unpublished,
  valid,
} from './fixtures';

const meta = {
  title: 'Modules/Sliders, dropdown or tabs',
  component: ModuleStory,
  args: { module: valid },
} satisfies Meta<typeof ModuleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's favourite trips: tabs of package cards. */
export const Valid: Story = {};

export const Minimal: Story = { args: { module: minimal } };

export const LayoutDefault: Story = { args: { layout: 'default' } };

export const LayoutLanding: Story = { args: { layout: 'landing' } };

export const Sliders: Story = { args: { module: sliders } };

export const DarkSliders: Story = { args: { module: darkSliders } };

/** The first slider moved on with its "next" button: the previous button appears. */
export const SlidersNextButton: Story = {
  args: { module: sliders },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('list', { name: 'Our offices, gallery 1' });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Next slides' })[0]!);
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Previous slides' })[0]).toBeVisible());
  },
};

export const Dropdown: Story = { args: { module: dropdown } };

/** The dropdown with its first answer opened. */
export const DropdownOpen: Story = {
  args: { module: dropdown },
  play: async ({ canvasElement }) => {
    const question = within(canvasElement).getByText('How much do I pay when I book?');
    await userEvent.click(question);
    await expect(canvasElement.querySelector('details')?.open).toBe(true);
  },
};

export const HiddenTabsMenu: Story = { args: { module: hiddenTabsMenu } };

/** The second tab chosen with the keyboard (WAI-ARIA tabs: arrow keys move and select). */
export const TabsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Europe' }));
    await userEvent.keyboard('{ArrowRight}');
    const longHaul = canvas.getByRole('tab', { name: 'Long haul' });
    await expect(longHaul).toHaveFocus();
    await expect(longHaul).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'Thailand Highlights' })).toBeVisible();
  },
};

/** Prices in euros, tab names and texts in Italian. */
export const Italian: Story = { args: { module: italian, locale: 'it' } };

/** Withdrawn with "Hide from the site": visitors see nothing; editors, in preview, this note. */
export const UnpublishedInPreview: Story = { args: { module: unpublished, preview: true } };

/** No tab has a package for sale in the market: visitors see nothing; editors, in preview, this note. */
export const SoldNowhereInPreview: Story = { args: { module: soldNowhere, preview: true } };

/** The seed's draft in preview: the diagnostic names the empty "tabs" field. */
export const InvalidInPreview: Story = { args: { module: invalid, preview: true } };
