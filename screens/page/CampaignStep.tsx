import { ProductCard } from '@/components/product-card/ProductCard';
import { productCardSchema } from '@/lib/content/product-card';
import { StepLoaded } from '@/components/shell/AppState.client';
import type { loadCampaignProduct } from '@/lib/content/pages';
import { describeIssues } from '@/renderer/diagnostics';
import { moduleProblem } from '@/renderer/RenderModules';
import type { PageRendering } from './cms-route';

/**
 * The page's campaign product (SPEC section 4's campaign step): the package
 * editors promote, as a product card under a heading, when the visitor's
 * market sells it. Validated like a module: nothing (and one warning) for
 * visitors when it cannot be shown, the reason for editors in preview.
 */
export async function CampaignStep({
  rendering,
  loading,
  heroBanners,
}: {
  rendering: PageRendering;
  loading: ReturnType<typeof loadCampaignProduct>;
  /** The page's hero banners: with none, the campaign's photo is the page's first and largest picture. */
  heroBanners: Promise<readonly unknown[]>;
}) {
  const { context, path } = rendering;
  const [product, heroes] = await Promise.all([loading, heroBanners]);
  const parsed = product ? productCardSchema.safeParse(product, { reportInput: true }) : null;
  let content = null;
  if (parsed?.success) {
    content = (
      <section
        aria-labelledby="campaign-title"
        data-module="campaignProduct"
        data-entry-id={parsed.data.id}
        className="mx-auto w-full max-w-7xl px-4"
      >
        <h2 id="campaign-title" className="mb-4 text-2xl font-bold">
          {context.t('page.campaign')}
        </h2>
        <div className="max-w-md">
          {/* Preloaded where it is the page's LCP picture: under a hero it would only compete with the hero's photo. */}
          <ProductCard
            product={parsed.data}
            context={context}
            sizes="(min-width: 768px) 28rem, 100vw"
            preload={heroes.length === 0}
          />
        </div>
      </section>
    );
  } else if (parsed && product) {
    content = moduleProblem(
      {
        kind: 'campaignProduct',
        id: product.sys.id,
        reason: 'invalid',
        message: context.t('preview.module.invalid'),
        details: describeIssues(parsed.error.issues, context.t),
      },
      { ...context, path },
    );
  }
  return (
    <>
      {content}
      <StepLoaded step="campaign" />
    </>
  );
}
