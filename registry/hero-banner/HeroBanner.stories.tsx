import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ModuleStory } from '@/stories/ModuleStory';
import {
  buttonWithoutLink,
  compact,
  compactWithoutPhoto,
  invalid,
  italian,
  minimal,
  single,
  valid,
  video,
} from './fixtures';

const meta = {
  title: 'Modules/Hero banners',
  component: ModuleStory,
  args: { module: valid },
} satisfies Meta<typeof ModuleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's carousel: an image, a video and a compact strip; arrows, dots, ArrowLeft/ArrowRight and swipes. */
export const Valid: Story = {};

/** A name and a photo: the picture alone. */
export const Minimal: Story = { args: { module: minimal } };

export const LayoutDefault: Story = { args: { layout: 'default' } };

export const LayoutLanding: Story = { args: { layout: 'landing' } };

/** One banner: no carousel controls, no JavaScript. Text centred. */
export const Image: Story = { args: { module: single } };

/** The video plays over its photo, unless the visitor prefers reduced motion; it has a pause button. */
export const Video: Story = { args: { module: video } };

/** The lower strip of an inside page. */
export const Compact: Story = { args: { module: compact } };

/** A compact strip without a photo: the editor's background and text colours. */
export const CompactWithoutPhoto: Story = { args: { module: compactWithoutPhoto } };

export const Italian: Story = { args: { module: italian, locale: 'it' } };

/** An image banner saved without its photo: the editor sees which field to fill. */
export const InvalidInPreview: Story = { args: { module: invalid, preview: true } };

/** A button text without a link. */
export const ButtonWithoutLinkInPreview: Story = { args: { module: buttonWithoutLink, preview: true } };
