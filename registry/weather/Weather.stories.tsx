import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ModuleStory } from '@/stories/ModuleStory';
import { editorShortcuts, invalid, italian, japan, minimal, valid } from './fixtures';

const layout = 'parallax';

const meta = {
  title: 'Modules/Weather',
  component: ModuleStory,
  args: { module: valid, layout },
} satisfies Meta<typeof ModuleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};

export const Minimal: Story = { args: { module: minimal } };

/** Cherry blossom and leaf icons. */
export const Japan: Story = { args: { module: japan } };

/** A bare number as the temperature (shown in °C) and an icon name without a drawing (a thermometer instead). */
export const EditorShortcuts: Story = { args: { module: editorShortcuts } };

export const Italian: Story = { args: { module: italian, locale: 'it' } };

/** An editor's draft in preview: the diagnostic says a season has no title. */
export const InvalidInPreview: Story = { args: { module: invalid, preview: true, layout } };
