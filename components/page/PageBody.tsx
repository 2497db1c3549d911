import { Suspense, type ReactNode } from 'react';
import { StepLoaded } from '@/components/shell/AppState.client';
import { loadCampaignProduct, loadHeroBanners, loadPageModules, loadSearchbox, type PageInfo } from '@/lib/content/pages';
import { DefaultLayout } from '@/renderer/layouts/DefaultLayout';
import { LandingLayout } from '@/renderer/layouts/LandingLayout';
import { ParallaxLayout } from '@/renderer/layouts/ParallaxLayout';
import { RenderModules, type RawModule } from '@/renderer/RenderModules';
import type { Translate } from '@/lib/i18n/translate';
import type { PageStep } from '@/lib/store/page-data';
import { CampaignStep } from './CampaignStep';
import type { PageRendering } from './cms-route';
import { CampaignSkeleton, HeroSkeleton, ModulesSkeleton, SearchboxSkeleton } from './skeletons';

type StepProps = { page: PageInfo; rendering: PageRendering };

/** One loading step's modules through the renderer, under the page's layout, then its loaded flag. */
async function ModuleStep({ page, rendering, step, loading }: StepProps & { step: PageStep; loading: Promise<readonly RawModule[]> }) {
  const modules = await loading;
  return (
    <>
      <RenderModules modules={modules} layout={page.layout} context={rendering.context} path={rendering.path} />
      <StepLoaded step={step} />
    </>
  );
}

/** The page's layout around its steps; a 404-layout page only feeds the not-found screen and never gets here. */
function PageLayoutFrame({ page, home, t, children }: { page: PageInfo; home: boolean; t: Translate; children: ReactNode }) {
  const photo = page.photo?.url ? { url: page.photo.url, title: page.photo.title } : null;
  switch (page.layout) {
    case 'landing':
      return (
        <LandingLayout title={page.name} description={page.description} photo={photo} t={t}>
          {children}
        </LandingLayout>
      );
    case 'parallax':
      return (
        <ParallaxLayout title={page.name} description={page.description} photo={photo} t={t}>
          {children}
        </ParallaxLayout>
      );
    case '404':
      return null;
    default:
      return (
        <DefaultLayout title={page.name} description={home ? null : page.description} titleHidden={home}>
          {children}
        </DefaultLayout>
      );
  }
}

/**
 * A CMS page (home, content page, subpage) in its layout, loaded as SPEC
 * section 4 says: the basic info is already here (the route loaded it to
 * know the page exists); hero banners, search box, campaign product and
 * modules then load in parallel, each streamed in its own Suspense boundary
 * with its own skeleton.
 */
export function PageBody({ page, rendering, home = false }: StepProps & { home?: boolean }) {
  const { locale, context } = rendering;
  const options = { preview: context.preview };
  // All four start now, side by side; each boundary waits for its own.
  const heroBanners = loadHeroBanners(locale, page.id, options);
  const searchbox = loadSearchbox(locale, page.id, options);
  const campaign = loadCampaignProduct(locale, page.id, options);
  const modules = loadPageModules(locale, page.id, options);
  return (
    <PageLayoutFrame page={page} home={home} t={context.t}>
      <StepLoaded step="basic" />
      <Suspense fallback={<HeroSkeleton />}>
        <ModuleStep page={page} rendering={rendering} step="heroBanners" loading={heroBanners} />
      </Suspense>
      <Suspense fallback={<SearchboxSkeleton />}>
        <ModuleStep page={page} rendering={rendering} step="searchbox" loading={searchbox} />
      </Suspense>
      <Suspense fallback={<CampaignSkeleton />}>
        <CampaignStep rendering={rendering} loading={campaign} />
      </Suspense>
      <Suspense fallback={<ModulesSkeleton />}>
        <ModuleStep page={page} rendering={rendering} step="modules" loading={modules} />
      </Suspense>
    </PageLayoutFrame>
  );
}
