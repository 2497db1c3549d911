import 'server-only';
import { CataloguesDocument } from '@/codegen/generated/graphql';
import { toContentfulLocale } from './model';
import type { Locale } from '@/lib/i18n/locales';
import { queryContent } from './server';

/** A printed catalogue as the request form shows it. */
export type CatalogueOption = {
  id: string;
  title: string;
  description: string | null;
  cover: { url: string; title: string | null } | null;
};

/** The CMS's catalogues in a language (the `Catalogues` query, published only, cached and purged like every query). */
export async function loadCatalogues(locale: Locale): Promise<CatalogueOption[]> {
  const data = await queryContent(CataloguesDocument, { locale: toContentfulLocale(locale) });
  return (data.catalogueCollection?.items ?? []).flatMap((item) =>
    item?.title
      ? [
          {
            id: item.sys.id,
            title: item.title,
            description: item.description ?? null,
            cover: item.cover?.url ? { url: item.cover.url, title: item.cover.title ?? null } : null,
          },
        ]
      : [],
  );
}
