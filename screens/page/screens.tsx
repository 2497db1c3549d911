import { ContentLink } from '@/components/content-link/ContentLink';
import { HomeStructuredData } from '@/components/structured-data/HomeStructuredData';
import { JsonLd } from '@/components/structured-data/JsonLd';
import { agencyIdentity, homeCrumb, siteUrl } from '@/components/structured-data/page-data';
import { entryAddressesOf } from '@/lib/content/entry-addresses';
import { loadEvent } from '@/lib/content/events';
import { loadSpecialJourney, type SpecialJourney } from '@/lib/content/journeys';
import { fromPrice } from '@/lib/content/markets';
import { findPage, HOME_SLUG, type PageInfo } from '@/lib/content/pages';
import { hrefFor } from '@/lib/routes/href';
import { breadcrumbList } from '@/lib/structured-data/breadcrumbs';
import { eventData } from '@/lib/structured-data/event';
import { LandingLayout } from '@/renderer/layouts/LandingLayout';
import { ParallaxLayout } from '@/renderer/layouts/ParallaxLayout';
import { RenderModules } from '@/renderer/RenderModules';
import { cmsRoute, type PageRendering } from './cms-route';
import { PageBody } from './PageBody';

/** A screen showing a CMS page found by its slugs in the visitor's language (null slugs: a 404). */
function pageScreen(
  screen: 'home' | 'contentPage' | 'contentSubpage',
  slugsOf: (params: Record<string, string>) => string[] | null,
) {
  const home = screen === 'home';
  return cmsRoute<PageInfo>({
    screen,
    load: (locale, params, options) => {
      const slugs = slugsOf(params);
      return slugs ? findPage(locale, slugs, options) : Promise.resolve(null);
    },
    metadata: (page) => ({ title: page.name, description: page.description, photo: page.photo, seo: page.seo }),
    alternates: (page, options) => entryAddressesOf('Page', page.id, options),
    render: (page, rendering) => {
      const { locale, path, context } = rendering;
      // Home: the agency and the site's search. A content page: its trail from home (through its parent, for a subpage).
      const structuredData = home ? (
        <HomeStructuredData locale={locale} t={context.t} />
      ) : (
        <JsonLd
          data={breadcrumbList(siteUrl(), [
            homeCrumb(locale, context.t),
            ...(page.parent
              ? [{ name: page.parent.name, href: hrefFor(locale, 'contentPage', { page: page.parent.slug }) }]
              : []),
            { name: page.name, href: path },
          ])}
        />
      );
      return (
        <>
          {structuredData}
          <PageBody page={page} rendering={rendering} home={home} />
        </>
      );
    },
  });
}

/** The home page: the CMS page with the home slug. */
export const homeScreen = pageScreen('home', () => [HOME_SLUG]);

/** `/{locale}/{page}/`: a top-level content page by its slug in this language (not the home page's). */
export const contentPageScreen = pageScreen('contentPage', ({ page = '' }) => (page === HOME_SLUG ? null : [page]));

/** `/{locale}/{page}/{subpage}/`: a subpage under its parent, both by their slugs in this language. */
export const contentSubpageScreen = pageScreen('contentSubpage', ({ page = '', subpage = '' }) => [page, subpage]);

/** An event landing (landing layout): boxes and sponsors through the registry. */
export const eventScreen = cmsRoute({
  screen: 'eventDetail',
  load: (locale, params, options) => loadEvent(locale, params.slug ?? '', options),
  metadata: (event) => ({
    title: event.name,
    description: event.title,
    photo: event.image?.url ? event.image : event.photo,
    seo: event.seo,
  }),
  alternates: (event, options) => entryAddressesOf('Landing', event.id, options),
  render: (event, { context, path, locale }) => (
    <>
      <JsonLd data={breadcrumbList(siteUrl(), [homeCrumb(locale, context.t), { name: event.name, href: path }])} />
      {/* Only an event the CMS dates and places; a campaign landing has its breadcrumb alone. */}
      <JsonLd
        data={eventData(siteUrl(), {
          name: event.name,
          description: event.title,
          href: path,
          image: event.photo?.url ?? event.image?.url ?? null,
          schedule: event.schedule,
          packages: event.modules.flatMap((module) => ('products' in module ? module.products : [])),
          organizer: agencyIdentity(locale, context.t),
        })}
      />
      <LandingLayout
        title={event.title}
        audience={event.typeClient}
        description={event.description}
        specialNote={event.specialNote}
        photo={event.photo?.url ? { url: event.photo.url, title: event.photo.title } : null}
        logo={event.logo?.url ? { url: event.logo.url, title: event.logo.title } : null}
        t={context.t}
      >
        <RenderModules modules={event.modules} layout="landing" context={context} path={path} />
      </LandingLayout>
    </>
  ),
});

/**
 * A special journey's page (parallax layout): its header with days, nights and the "from" price of the
 * visitor's market (none where the market has no price), then days, weather and recommendations
 * through the registry.
 */
export function renderSpecialJourney(journey: SpecialJourney, { context, path }: PageRendering) {
  const { t, locale } = context;
  const trail = breadcrumbList(siteUrl(), [homeCrumb(locale, t), { name: journey.title, href: path }]);
  const facts = [
    journey.numberOfDays ? t('product.days', { n: journey.numberOfDays }) : null,
    journey.numberOfNights ? t('product.nights', { n: journey.numberOfNights }) : null,
    journey.offer ? fromPrice(journey.offer, locale, t) : null,
  ].filter((fact): fact is string => fact !== null);
  const action = journey.bookingUrl ? (
    <ContentLink
      href={journey.bookingUrl}
      newTab={journey.external}
      t={t}
      className="inline-block rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
    >
      {t('journey.book')}
    </ContentLink>
  ) : null;
  return (
    <>
      <JsonLd data={trail} />
      <ParallaxLayout
        title={journey.title}
        description={journey.description}
        facts={facts}
        action={action}
        photo={journey.image?.url ? { url: journey.image.url, title: journey.image.title } : null}
        t={t}
      >
        <RenderModules modules={journey.modules} layout="parallax" context={context} path={path} />
      </ParallaxLayout>
    </>
  );
}

/** A special journey (parallax layout): days, weather and recommendations through the registry. */
export const specialJourneyScreen = cmsRoute({
  screen: 'specialJourney',
  load: (locale, params, options) => loadSpecialJourney(locale, params.id ?? '', options),
  metadata: (journey) => ({
    title: journey.title,
    description: journey.description,
    photo: journey.image,
    seo: journey.seo,
  }),
  alternates: (journey, options) => entryAddressesOf('SpecialJourney', journey.id, options),
  render: renderSpecialJourney,
});
