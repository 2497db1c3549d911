import { PackageEnquiry } from '@/components/package-enquiry/PackageEnquiry';
import { JsonLd } from '@/components/structured-data/JsonLd';
import { homeCrumb, siteUrl } from '@/components/structured-data/page-data';
import { entryAddressesOf } from '@/lib/content/entry-addresses';
import { departureMonths } from '@/lib/content/model';
import { loadPackage, packageTrail, similarPackages } from '@/lib/content/package-page';
import { hrefFor } from '@/lib/routes/href';
import { breadcrumbList } from '@/lib/structured-data/breadcrumbs';
import { packageData } from '@/lib/structured-data/package';
import { dayHeading } from '@/registry/journey-day/JourneyDays';
import { journeyDayModule } from '@/registry/journey-day';
import { RenderModulesOf } from '@/renderer/render-entry';
import { cmsRoute } from '@/screens/page/cms-route';
import { PackageView } from '@/components/package-page/PackageView';

/**
 * `/{locale}/packages/{package}/`: a package by its slug in this language, for the visitor's
 * market; the 404 page where the market does not sell it. Its trail, similar trips and structured data
 * come from the same cached content queries the results and destination pages read, so a publish of the
 * package or of anything it shows purges it by tag.
 */
export const packageScreen = cmsRoute({
  screen: 'packageDetail',
  load: (locale, params, options) => loadPackage(locale, params.package ?? '', options),
  metadata: (pkg) => ({
    title: pkg.name,
    description: pkg.card.shortDescription,
    photo: pkg.card.photo,
    seo: pkg.seo,
  }),
  alternates: (pkg, options) => entryAddressesOf('Package', pkg.id, options),
  render: async (pkg, { locale, path, context }) => {
    const { t } = context;
    const [crumbs, similar] = await Promise.all([
      packageTrail(locale, pkg, { preview: context.preview }),
      similarPackages(locale, pkg),
    ]);
    const days = pkg.itinerary
      .flatMap((block) => block.items)
      .map((day, index) => dayHeading(String((day as { name?: unknown }).name ?? ''), index + 1, t));
    return (
      <>
        <JsonLd data={breadcrumbList(siteUrl(), [homeCrumb(locale, t), ...crumbs, { name: pkg.name, href: path }])} />
        {packageData(siteUrl(), {
          id: pkg.id,
          name: pkg.name,
          description: pkg.card.shortDescription,
          href: path,
          image: pkg.card.photo.url,
          offer: pkg.card.offer,
          months: pkg.months.map((month) => departureMonths.indexOf(month) + 1),
          days,
          seller: t('site.name'),
          homeHref: hrefFor(locale, 'home', {}),
        }).map((block) => (
          <JsonLd key={String(block['@type'])} data={block} />
        ))}
        <PackageView
          locale={locale}
          t={t}
          pkg={pkg}
          crumbs={crumbs}
          similar={similar}
          // The itinerary is the journey-day module a special journey shows (registry/journey-day), through its
          // entry alone: the whole registry would bring every module's client code to the page.
          itinerary={
            pkg.itinerary.length > 0 ? (
              <RenderModulesOf
                modules={pkg.itinerary}
                entry={journeyDayModule}
                typename="JourneyDay"
                context={context}
                path={path}
              />
            ) : null
          }
          enquiry={
            <PackageEnquiry
              locale={locale}
              packageId={pkg.id}
              packageSlug={pkg.slug}
              packageName={pkg.name}
              months={pkg.months}
            />
          }
        />
      </>
    );
  },
});
