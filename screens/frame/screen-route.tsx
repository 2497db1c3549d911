import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslator } from '@/lib/i18n/server';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { staticParams } from '@/lib/content/paths';
import { findPage, HOME_SLUG } from '@/lib/content/pages';
import { equivalentHrefs } from '@/lib/routes/alternates';
import type { EntrySeo } from '@/lib/content/seo';
import { env } from '@/lib/env';
import { withEntrySeo } from '@/lib/seo/entry-seo';
import { shareMetadata, type SharePhoto } from '@/lib/seo/share';
import { hrefFor } from '@/lib/routes/href';
import { humanizeSlug } from '@/lib/routes/humanize';
import { invalidParams } from '@/lib/routes/params';
import type { ScreenId } from '@/lib/routes/table';
import { ScreenFrame } from './ScreenFrame';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type RouteProps = { params: Promise<Record<string, string>>; searchParams?: SearchParams };
/** What a screen's entry gives its metadata: its description and photo, and what an editor set for search engines. */
type ShareSource = { description?: string | null; photo?: SharePhoto; seo?: EntrySeo };

type Resolved = {
  locale: Locale;
  params: Record<string, string>;
  /**
   * The query, for a screen that reads it (the account pages' `?error=`): await it only inside a
   * Suspense boundary, so the rest of the page stays prerendered.
   */
  searchParams: SearchParams;
};

/** What a screen shows below its heading; it may call notFound() before anything renders. */
export type ScreenContent = (resolved: Resolved) => Promise<ReactNode>;

/** For screens whose address and names come from a CMS entry (the destination details). */
export type ScreenOptions = {
  /** The same entry's address in each language, with that language's slugs; a language without it keeps the route table's. */
  alternates?: (resolved: Resolved) => Promise<Partial<Record<Locale, string>>>;
  /** The entry's names for the SEO title's parameters, instead of the address's slugs made readable. */
  titleParams?: (resolved: Resolved) => Promise<Record<string, string> | null>;
  /** The content brings its own heading (and breadcrumb) instead of the screen's. */
  ownHeading?: boolean;
  /**
   * The whole SEO title, when it says more than the screen's (the results:
   * their count, which Next's route announcer reads out after a filter changes).
   */
  title?: (resolved: Resolved) => Promise<string | null>;
  /** The entry's description and photo for the page's description and its share card (Open Graph, Twitter). */
  share?: (resolved: Resolved) => Promise<ShareSource | null>;
};

/** Reads a route's params; the proxy has validated them already, this is the defence in depth. */
async function resolve({ params, searchParams }: RouteProps): Promise<Resolved> {
  const { locale, ...rest } = await params;
  if (!isLocale(locale) || invalidParams(rest).length > 0) notFound();
  return { locale, params: rest, searchParams: searchParams ?? Promise.resolve({}) };
}

/**
 * A screen's SEO title, description, alternates in the four languages (hreflang) and share card (Open Graph and
 * Twitter: its CMS photo, or the home page's as the site's picture).
 */
export async function screenMetadata(
  locale: Locale,
  screen: ScreenId,
  params: Record<string, string>,
  {
    alternates = {},
    titleParams = null,
    title = null,
    share = null,
  }: {
    alternates?: Partial<Record<Locale, string>>;
    titleParams?: Record<string, string> | null;
    title?: string | null;
    share?: ShareSource | null;
  } = {},
): Promise<Metadata> {
  const t = getTranslator(locale);
  const self = screen === 'notFound' ? undefined : hrefFor(locale, screen, params);
  const languages: Record<string, string> = { ...equivalentHrefs(screen, params), ...alternates };
  if (self) languages[locale] = self;
  languages['x-default'] = languages.en ?? hrefFor('en', 'home', {});
  // An editor's SEO title is the whole title, as search results show it.
  const shown = withEntrySeo(
    {
      title:
        screen === 'home'
          ? t('site.seoTitle')
          : (title ?? t(`screens.${screen}.title`, titleParams ?? readableParams(params))),
      description: share?.description?.trim() || t('site.seoDescription'),
      photo: share?.photo,
    },
    share?.seo,
    env().ALLOW_INDEXING,
  );
  const { title: pageTitle, description } = shown;
  return {
    title: shown.wholeTitle || screen === 'home' ? { absolute: pageTitle } : pageTitle,
    description,
    ...shown.robots,
    alternates: { canonical: self, languages },
    ...shareMetadata({
      locale,
      title: pageTitle,
      description,
      path: self,
      photo: shown.photo ?? (await sitePhoto(locale)),
      siteName: t('site.name'),
    }),
  };
}

/** The site's share picture, for screens without a photo of their own: the home page's, from the CMS. */
export async function sitePhoto(locale: Locale): Promise<SharePhoto> {
  return (await findPage(locale, [HOME_SLUG]))?.photo ?? null;
}

function readableParams(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, humanizeSlug(value)]));
}

/**
 * The route module of one screen of the route table: `generateMetadata` and
 * the page: the shell, the screen's localized heading and, when given, the
 * screen's content below it.
 */
export function screenRoute(screen: ScreenId, content?: ScreenContent, options: ScreenOptions = {}) {
  const alternatesOf = async (resolved: Resolved) => ({
    ...equivalentHrefs(screen, resolved.params),
    ...(await options.alternates?.(resolved)),
  });
  return {
    /** The addresses `next build` prerenders (lib/content/paths.ts); the rest is rendered on first request and cached. */
    generateStaticParams: staticParams(screen),
    async generateMetadata(props: RouteProps): Promise<Metadata> {
      const resolved = await resolve(props);
      return screenMetadata(resolved.locale, screen, resolved.params, {
        alternates: await options.alternates?.(resolved),
        titleParams: await options.titleParams?.(resolved),
        title: await options.title?.(resolved),
        share: await options.share?.(resolved),
      });
    },
    async Page(props: RouteProps) {
      const resolved = await resolve(props);
      const { locale, params } = resolved;
      const body = content ? await content(resolved) : null;
      const t = getTranslator(locale);
      return (
        <ScreenFrame locale={locale} alternates={await alternatesOf(resolved)} screenName={screen}>
          {options.ownHeading ? null : (
            <div className="mx-auto max-w-7xl px-4 py-10">
              <h1 className="text-3xl font-bold text-neutral-900">
                {t(`screens.${screen}.heading`, readableParams(params))}
              </h1>
            </div>
          )}
          {body}
        </ScreenFrame>
      );
    },
  };
}
