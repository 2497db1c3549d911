import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { Locale } from '@/lib/i18n/locales';
import { fixtureContext } from '@/registry/fixture-context';
import { discounted, italian, minimal, plain, recommendedWithDiscount, type ProductPayload } from './fixtures';
import { ProductCard } from './ProductCard';
import { productCardSchema } from '@/lib/content/product-card';

/** A card as a grid cell shows it: the payload parsed the way module schemas parse it. */
function ProductCardStory({ product, locale = 'en' }: { product: ProductPayload; locale?: Locale }) {
  return (
    <div className="max-w-sm p-4">
      <ProductCard product={productCardSchema.parse(product)} context={fixtureContext(locale)} />
    </div>
  );
}

const meta = {
  title: 'Components/Product card',
  component: ProductCardStory,
  args: { product: plain, locale: 'en' },
} satisfies Meta<typeof ProductCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's discounted best choice is sold in Italy: Italian texts, euros. */
export const RecommendedWithDiscount: Story = { args: { product: recommendedWithDiscount, locale: 'it' } };

export const Plain: Story = {};

export const DiscountedInPounds: Story = { args: { product: discounted } };

export const Minimal: Story = { args: { product: minimal } };

export const ItalianInEuros: Story = { args: { product: italian, locale: 'it' } };
