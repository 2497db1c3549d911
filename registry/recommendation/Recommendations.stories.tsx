import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ModuleStory } from '@/stories/ModuleStory';
import { invalid, italian, japan, minimal, valid } from './fixtures';

const layout = 'parallax';

const meta = {
  title: 'Modules/Recommendations',
  component: ModuleStory,
  args: { module: valid, layout },
} satisfies Meta<typeof ModuleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};

export const Minimal: Story = { args: { module: minimal } };

/** Five tips: the last row of the grid is half full. */
export const Japan: Story = { args: { module: japan } };

export const Italian: Story = { args: { module: italian, locale: 'it' } };

/** An editor's draft in preview: the diagnostic says a tip has no title. */
export const InvalidInPreview: Story = { args: { module: invalid, preview: true, layout } };
