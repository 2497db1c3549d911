import 'server-only';
import { loadHeroBanners, loadPageModules } from '@/lib/content/pages';
import { locales, type Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/server';
import { isModuleKind, kindOfTypename, registry } from '@/registry';
import { describeIssues } from './diagnostics';
import type { RawModule } from './render-entry';

/** A module of a published page that visitors will not see, in one language, with what is wrong in it. */
export type Unrenderable = { locale: Locale; module: string; kind: string; problems: string[] };

/**
 * The modules and hero banners of a page, as the CMS publishes them now (read fresh, as the webhook reads after a
 * publish), that the renderer will not draw in some language: the same schemas the pages parse with, the same
 * sentences the preview's diagnostics show (in English: Contentful's webhook log is one for every language).
 */
export async function unrenderableModules(pageId: string): Promise<Unrenderable[]> {
  const t = getTranslator('en');
  const perLocale = await Promise.all(
    locales.map(async (locale) => {
      const options = { outsideRender: true };
      const [heroes, modules] = await Promise.all([
        loadHeroBanners(locale, pageId, options),
        loadPageModules(locale, pageId, options),
      ]);
      return ([...heroes, ...modules] as RawModule[]).flatMap((raw): Unrenderable[] => {
        const kind = kindOfTypename(raw.__typename);
        const id = raw.sys?.id ?? kind;
        if (!isModuleKind(kind)) return [{ locale, module: id, kind, problems: [t('preview.module.unknown')] }];
        const parsed = registry[kind].schema.safeParse(raw, { reportInput: true });
        return parsed.success ? [] : [{ locale, module: id, kind, problems: describeIssues(parsed.error.issues, t) }];
      });
    }),
  );
  return perLocale.flat();
}
