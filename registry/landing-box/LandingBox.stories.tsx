import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ModuleStory } from '@/stories/ModuleStory';
import { cover, grid, headline, invalid, italian, minimal, valid, video, withImage } from './fixtures';

// Landing boxes only appear on landings (the landing layout).
const layout = 'landing';

const meta = {
  title: 'Modules/Landing box',
  component: ModuleStory,
  args: { module: valid, layout },
} satisfies Meta<typeof ModuleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three packages in a carousel (three columns on large screens). */
export const Valid: Story = {};

export const Minimal: Story = { args: { module: minimal } };

export const LayoutLanding: Story = { args: { layout: 'landing' } };

export const Headline: Story = { args: { module: headline } };

export const GridInEditorColours: Story = { args: { module: grid } };

export const PictureBeside: Story = { args: { module: withImage } };

export const PictureAsBackground: Story = { args: { module: cover } };

/** A video file beside the title; it waits for its play button (the story tests ask for reduced motion). */
export const Video: Story = { args: { module: video } };

/** Texts in Italian, the package in euros. */
export const Italian: Story = { args: { module: italian, locale: 'it' } };

/** An editor's draft in preview: the diagnostic says the title is missing. */
export const InvalidInPreview: Story = { args: { module: invalid, preview: true } };
