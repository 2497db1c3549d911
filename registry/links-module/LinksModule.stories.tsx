import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ModuleStory } from '@/stories/ModuleStory';
import { externalLink, invalid, italian, linkWithoutSection, minimal, valid } from './fixtures';

const meta = {
  title: 'Modules/Links',
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

export const LayoutLanding: Story = { args: { layout: 'landing' } };

/** An external link opens in a new tab (↗); an unpublished link and a logo without a file are skipped. */
export const ExternalLink: Story = { args: { module: externalLink } };

export const Italian: Story = { args: { module: italian, locale: 'it' } };

/** An editor's draft in preview: the diagnostic says the list has no links. */
export const InvalidInPreview: Story = { args: { module: invalid, preview: true } };

/** A link saved without its section has no address: the editor sees which field to fill. */
export const LinkWithoutSectionInPreview: Story = { args: { module: linkWithoutSection, preview: true } };
