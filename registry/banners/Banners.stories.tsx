import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ModuleStory } from '@/stories/ModuleStory';
import { invalid, italian, minimal, onlyDrafts, valid, withoutPhotos } from './fixtures';

const meta = {
  title: 'Modules/Banners',
  component: ModuleStory,
  args: { module: valid },
} satisfies Meta<typeof ModuleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three offers with their photos; one with a price and a discount. */
export const Valid: Story = {};

export const Minimal: Story = { args: { module: minimal } };

export const LayoutDefault: Story = { args: { layout: 'default' } };

/** On the not-found page. */
export const Layout404: Story = { args: { layout: '404' } };

export const LayoutLanding: Story = { args: { layout: 'landing' } };

/** Without photos the text sits on the editors' colours; a card without a button links its headline. */
export const WithoutPhotos: Story = { args: { module: withoutPhotos } };

export const Italian: Story = { args: { module: italian, locale: 'it' } };

/** A button text without a link: the editor sees which field to fill. */
export const InvalidInPreview: Story = { args: { module: invalid, preview: true } };

/** Every banner is a draft the visitor cannot see. */
export const OnlyDraftsInPreview: Story = { args: { module: onlyDrafts, preview: true } };
