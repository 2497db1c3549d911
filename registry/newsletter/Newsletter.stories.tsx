import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ModuleStory } from '@/stories/ModuleStory';
import { invalid, minimal, valid } from './fixtures';

const meta = {
  title: 'Modules/Newsletter',
  component: ModuleStory,
  args: { module: valid },
} satisfies Meta<typeof ModuleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};

export const Minimal: Story = { args: { module: minimal } };

export const LayoutDefault: Story = { args: { layout: 'default' } };

export const LayoutLanding: Story = { args: { layout: 'landing' } };

export const LayoutParallax: Story = { args: { layout: 'parallax' } };

/** The module has no strings of its own: an Italian page shows the editors' text as it is. */
export const Italian: Story = { args: { locale: 'it' } };

/** An editor's draft in preview: the diagnostic says the sign-up page is missing. */
export const InvalidInPreview: Story = { args: { module: invalid, preview: true } };
