import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ModuleStory } from '@/stories/ModuleStory';
import { invalid, italian, minimal, valid } from './fixtures';

const meta = {
  title: 'Modules/Search box',
  component: ModuleStory,
  args: { module: valid },
} satisfies Meta<typeof ModuleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's ten tabs; car hire opens the partner's site in a new tab. On a phone the row scrolls sideways. */
export const Valid: Story = {};

export const Minimal: Story = { args: { module: minimal } };

export const LayoutDefault: Story = { args: { layout: 'default' } };

export const LayoutLanding: Story = { args: { layout: 'landing' } };

export const Italian: Story = { args: { module: italian, locale: 'it' } };

/** A draft tab without its search form, in preview. */
export const InvalidInPreview: Story = { args: { module: invalid, preview: true } };
