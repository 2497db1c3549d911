import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { ScreenFrame } from '@/screens/frame/ScreenFrame';
import { sitePhoto } from '@/screens/frame/screen-route';
import { showsDrafts } from '@/lib/content/draft';
import { staticParams } from '@/lib/content/paths';
import type { ContentQueryOptions } from '@/lib/content/server';
import { isLocale, locales, type Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/server';
import { hrefFor } from '@/lib/routes/href';
import { invalidParams } from '@/lib/routes/params';
import type { ScreenId } from '@/lib/routes/table';
import type { EntrySeo } from '@/lib/content/seo';
import { env } from '@/lib/env';
import { withEntrySeo } from '@/lib/seo/entry-seo';
import { shareMetadata, type SharePhoto } from '@/lib/seo/share';
import type { ModuleContext } from '@/registry/define';

type RouteProps = { params: Promise<Record<string, string>> };

/** What a CMS-backed page renders with: the module context and the path its warnings name. */
export type PageRendering = { locale: Locale; path: string; context: ModuleContext };

export type CmsScreen<Entity> = {
  screen: ScreenId;
  /** The entry behind the address, or null for a 404 (unknown slug, other market, unservable). */
  load(locale: Locale, params: Record<string, string>, options: ContentQueryOptions): Promise<Entity | null>;
  /** Title, description and sharing picture, from the entry, and what an editor set for search engines instead. */
  metadata(entity: Entity): { title: string; description?: string | null; photo?: SharePhoto; seo?: EntrySeo };
  /** The entry's address in each language it is shown in (lib/content/entry-addresses.ts). */
  alternates(entity: Entity, options: ContentQueryOptions): Promise<Partial<Record<Locale, string>>>;
  render(entity: Entity, rendering: PageRendering): ReactNode;
};

type Resolved<Entity> = { locale: Locale; params: Record<string, string>; preview: boolean; entity: Entity | null };

/**
 * The route module of a screen whose content is a CMS entry (home, content
 * pages, events, special journeys): metadata from the entry with hreflang
 * from its per-locale slugs, the page in ScreenFrame, draft content and the
 * preview banner in draft mode, and `notFound()` (the 404 screen, status 404)
 * when the CMS has no such entry.
 */
export function cmsRoute<Entity>(definition: CmsScreen<Entity>) {
  // One load per request for metadata and page alike.
  const loadOnce = cache((locale: Locale, key: string, preview: boolean) =>
    definition.load(locale, JSON.parse(key) as Record<string, string>, { preview }),
  );
  // The entry's address in each language it is shown in: the hreflang alternates name only these.
  const alternatesOnce = cache(
    async (locale: Locale, key: string, preview: boolean): Promise<Partial<Record<Locale, string>>> => {
      const entity = await loadOnce(locale, key, preview);
      return entity ? definition.alternates(entity, { preview }) : {};
    },
  );

  async function resolve({ params }: RouteProps): Promise<Resolved<Entity>> {
    const { locale, ...rest } = await params;
    if (!isLocale(locale) || invalidParams(rest).length > 0) notFound();
    const preview = await showsDrafts();
    return { locale, params: rest, preview, entity: await loadOnce(locale, JSON.stringify(rest), preview) };
  }

  return {
    /** The addresses `next build` prerenders (lib/content/paths.ts); the rest is rendered on first request and cached. */
    generateStaticParams: staticParams(definition.screen),
    async generateMetadata(props: RouteProps): Promise<Metadata> {
      const { locale, params, preview, entity } = await resolve(props);
      if (!entity) return { title: getTranslator(locale)('screens.notFound.title') };
      const { title: name, description, photo, seo } = definition.metadata(entity);
      const alternates = await alternatesOnce(locale, JSON.stringify(params), preview);
      const self = hrefFor(locale, definition.screen, params);
      const t = getTranslator(locale);
      // Every page has a description (search results, share cards): the editor's, the entry's, else the site's.
      const shown = withEntrySeo(
        { title: name, description: description?.trim() || t('site.seoDescription'), photo },
        seo,
        env().ALLOW_INDEXING,
      );
      // An editor's SEO title is the whole title; else the entry's name, with the site's name after it (not on home).
      const { title, description: summary, photo: image } = shown;
      return {
        title: shown.wholeTitle || definition.screen === 'home' ? { absolute: title } : title,
        description: summary,
        ...shown.robots,
        alternates: {
          canonical: self,
          languages: { ...alternates, [locale]: self, ...(alternates.en ? { 'x-default': alternates.en } : {}) },
        },
        ...shareMetadata({
          locale,
          title,
          description: summary,
          path: self,
          photo: image?.url ? image : await sitePhoto(locale),
          siteName: t('site.name'),
          shownIn: locales.filter((other) => alternates[other]),
        }),
      };
    },
    async Page(props: RouteProps) {
      const { locale, params, preview, entity } = await resolve(props);
      if (!entity) notFound();
      const path = hrefFor(locale, definition.screen, params);
      const shown = await alternatesOnce(locale, JSON.stringify(params), preview);
      // In the language switcher, a language the entry is not shown in leads to that language's home page.
      const alternates = Object.fromEntries(
        locales.map((other) => [other, other === locale ? path : (shown[other] ?? hrefFor(other, 'home', {}))]),
      ) as Record<Locale, string>;
      const context: ModuleContext = { locale, preview, t: getTranslator(locale) };
      return (
        <ScreenFrame
          locale={locale}
          alternates={alternates}
          screenName={definition.screen}
          preview={preview ? { path } : undefined}
        >
          {definition.render(entity, { locale, path, context })}
        </ScreenFrame>
      );
    },
  };
}
