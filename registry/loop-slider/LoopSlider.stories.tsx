import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ModuleStory } from '@/stories/ModuleStory';
import { fewContinents, invalid, italian, minimal, valid } from './fixtures';

const meta = {
  title: 'Modules/Continent slider',
  component: ModuleStory,
  args: { module: valid },
} satisfies Meta<typeof ModuleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};

export const Minimal: Story = { args: { module: minimal } };

export const LayoutDefault: Story = { args: { layout: 'default' } };

/** On the not-found page: somewhere to go instead. */
export const Layout404: Story = { args: { layout: '404' } };

/** Two continents repeat to fill the strip; a continent without countries shows no count. */
export const FewContinents: Story = { args: { module: fewContinents } };

/** The Italian page: "1 paese", "9 paesi". */
export const Italian: Story = { args: { module: italian, locale: 'it' } };

/** An editor's draft in preview: the diagnostic says there are no continents. */
export const InvalidInPreview: Story = { args: { module: invalid, preview: true } };
