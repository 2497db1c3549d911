import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ModuleStory } from '@/stories/ModuleStory';
import { invalid, minimal, mixedWebsites, valid } from './fixtures';

const layout = 'landing';

const meta = {
  title: 'Modules/Sponsors',
  component: ModuleStory,
  args: { module: valid, layout },
} satisfies Meta<typeof ModuleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};

export const Minimal: Story = { args: { module: minimal } };

export const MixedWebsites: Story = { args: { module: mixedWebsites } };

export const Italian: Story = { args: { locale: 'it' } };

/** An editor's draft in preview: the diagnostic says the logo is missing. */
export const InvalidInPreview: Story = { args: { module: invalid, preview: true, layout } };
