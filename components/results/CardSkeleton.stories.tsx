import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { CardSkeleton as Skeleton } from './CardSkeleton';

const meta = {
  title: 'Components/Package results/Card skeleton',
  component: Skeleton,
  // A results card's width (three columns beside the filters on a desktop; the whole width on a phone).
  decorators: [
    (Story) => (
      <div className="max-w-xs p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a result card turns into while the next results load: the same size, nothing moves when the card arrives. */
export const CardSkeleton: Story = {};
