import { Suspense, type ReactNode } from 'react';
import { StepLoaded } from '@/components/shell/AppState.client';
import {
  loadCampaignProduct,
  loadHeroBanners,
  loadPageModules,
  loadSearchbox,
  type PageInfo,
} from '@/lib/content/pages';
import { DefaultLayout } from '@/renderer/layouts/DefaultLayout';
import { LandingLayout } from '@/renderer/layouts/LandingLayout';
import { ParallaxLayout } from '@/renderer/layouts/ParallaxLayout';
import { RenderModules, type RawModule } from '@/renderer/RenderModules';
import type { Translate } from '@/lib/i18n/translate';
import type { PageStep } from '@/lib/store/page-data';
import { CampaignStep } from './CampaignStep';
import { otherHeroSlides } from './hero-slides';
import { packageTabPanel } from './tab-panel';
import type { PageRendering } from './cms-route';
import { CampaignSkeleton, HeroSkeleton, ModulesSkeleton, SearchboxSkeleton } from './skeletons';

type StepProps = { page: PageInfo; rendering: PageRendering };

/** One loading step's modules through the renderer, under the page's layout, then its loaded flag. */
async function ModuleStep({
  page,
  rendering,
  step,
  loading,
}: StepProps & { step: PageStep; loading: Promise<readonly RawModule[]> }) {
  const modules = await loading;
  return (
    <>
      <RenderModules modules={modules} layout={page.layout} context={rendering.context} path={rendering.path} />
      <StepLoaded step={step} />
    </>
  );
}

/** The page's layout around its steps; a 404-layout page only feeds the not-found screen and never gets here. */
function PageLayoutFrame({
  page,
  home,
  t,
  children,
}: {
  page: PageInfo;
  home: boolean;
  t: Translate;
  children: ReactNode;
}) {
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
 * One step's place on the page. In draft mode, where every request reads the CMS, each step streams in a
 * Suspense boundary of its own with its own skeleton. A published page is prerendered whole (its steps read
 * cached content), so nothing in it is ever loading: there a boundary only costs. React writes a completed
 * boundary that comes after a large shell out of order (a hidden copy at the document's end, moved into place
 * by an inline script, reveals after the first batched 300 ms apart), so the visitor's first paint showed the
 * skeletons and the hero appeared later (the home page's largest picture waited for that script).
 */
function Step({ streamed, fallback, children }: { streamed: boolean; fallback: ReactNode; children: ReactNode }) {
  return streamed ? <Suspense fallback={fallback}>{children}</Suspense> : children;
}

/**
 * A CMS page (home, content page, subpage) in its layout, loaded as SPEC
 * section 4 says: the basic info is already here (the route loaded it to
 * know the page exists); hero banners, search box, campaign product and
 * modules then load in parallel, each with its own loaded flag, and in
 * draft mode each streamed with its own skeleton (Step).
 */
export function PageBody({ page, rendering, home = false }: StepProps & { home?: boolean }) {
  const { locale, context } = rendering;
  const options = { preview: context.preview };
  const streamed = context.preview;
  // All four start now, side by side; each step waits for its own.
  const heroBanners = loadHeroBanners(locale, page.id, options);
  const searchbox = loadSearchbox(locale, page.id, options);
  const campaign = loadCampaignProduct(locale, page.id, options);
  const modules = loadPageModules(locale, page.id, options);
  // What the page renders on request: a tabs module sends its first tab's cards only, the others are rendered when
  // the visitor opens them; the hero carousel sends its first slide, the others come when the visitor reaches for it.
  const onRequest: PageRendering = {
    ...rendering,
    context: {
      ...context,
      tabPanel: packageTabPanel.bind(null, locale, page.id),
      heroSlides: otherHeroSlides.bind(null, locale, page.id),
    },
  };
  return (
    <PageLayoutFrame page={page} home={home} t={context.t}>
      <StepLoaded step="basic" />
      <Step streamed={streamed} fallback={<HeroSkeleton />}>
        <ModuleStep page={page} rendering={onRequest} step="heroBanners" loading={heroBanners} />
      </Step>
      <Step streamed={streamed} fallback={<SearchboxSkeleton />}>
        <ModuleStep page={page} rendering={rendering} step="searchbox" loading={searchbox} />
      </Step>
      <Step streamed={streamed} fallback={<CampaignSkeleton />}>
        <CampaignStep rendering={rendering} loading={campaign} heroBanners={heroBanners} />
      </Step>
      <Step streamed={streamed} fallback={<ModulesSkeleton />}>
        <ModuleStep page={page} rendering={onRequest} step="modules" loading={modules} />
      </Step>
    </PageLayoutFrame>
  );
}
