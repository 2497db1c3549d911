import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ModuleStory } from '@/stories/ModuleStory';
import { inspiration, invalid, italian, minimal, spacedPhoneAndExternal, valid } from './fixtures';

const meta = {
  title: 'Modules/Buttons',
  component: ModuleStory,
  args: { module: valid },
} satisfies Meta<typeof ModuleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Call us (primary), write to us (secondary), request a catalogue (outline). */
export const Valid: Story = {};

/** A button without a style or an action: a primary link. */
export const Minimal: Story = { args: { module: minimal } };

export const LayoutDefault: Story = { args: { layout: 'default' } };

/** On the not-found page. */
export const Layout404: Story = { args: { layout: '404' } };

export const LayoutLanding: Story = { args: { layout: 'landing' } };

export const LayoutParallax: Story = { args: { layout: 'parallax' } };

/** Text buttons: one opens the page's search box (#search). */
export const TextButtons: Story = { args: { module: inspiration } };

/** A phone number typed with spaces still dials; a partner's site opens in a new tab (outline style). */
export const PhoneAndExternalLink: Story = { args: { module: spacedPhoneAndExternal } };

export const Italian: Story = { args: { module: italian, locale: 'it' } };

/** A call button without a phone number: the editor sees which field to fill. */
export const InvalidInPreview: Story = { args: { module: invalid, preview: true } };
