import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ModuleStory } from '@/stories/ModuleStory';
import { invalid, italian, minimal, unlabelled, valid } from './fixtures';

const layout = 'parallax';

const meta = {
  title: 'Modules/Journey days',
  component: ModuleStory,
  args: { module: valid, layout },
} satisfies Meta<typeof ModuleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};

export const Minimal: Story = { args: { module: minimal } };

/** Names without "Day n": the site numbers the days; markdown in a description; stops without photos. */
export const Unlabelled: Story = { args: { module: unlabelled } };

export const Italian: Story = { args: { module: italian, locale: 'it' } };

/** An editor's draft in preview: the diagnostic says a day has no name. */
export const InvalidInPreview: Story = { args: { module: invalid, preview: true, layout } };
