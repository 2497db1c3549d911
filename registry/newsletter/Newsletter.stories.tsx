import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ModuleStory } from '@/stories/ModuleStory';
import { invalid, minimal, valid as validFixture } from './fixtures';

/**
 * The fixture's picture (asset-newsletter) is not an asset of the seed, so it
 * cannot load; the stories show the seed newsletter's own picture instead
 * until fixtures.ts points at a seed asset.
 */
const valid = {
  ...validFixture,
  image: {
    title: 'Get our best offers first',
    url: '/content/images/ventura/newsletter-offers-image/d4c410353b8ab0520a7b810798a6d677/get-our-best-offers-first.webp?w=850&h=650&fit=fill&fm=webp',
  },
};

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
