import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ModuleStory } from '@/stories/ModuleStory';
import { invalid, italian, minimal, regionsOnly, valid } from './fixtures';

const meta = {
  title: 'Modules/Destination search lists',
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

/** Without countries only the regions list shows; an unpublished region is skipped. */
export const RegionsOnly: Story = { args: { module: regionsOnly } };

export const Italian: Story = { args: { module: italian, locale: 'it' } };

/** An editor's draft in preview: the diagnostic says the lists are empty. */
export const InvalidInPreview: Story = { args: { module: invalid, preview: true } };
