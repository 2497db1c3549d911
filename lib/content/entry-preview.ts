import 'server-only';
import { contentModel } from '@travel/cms/model';
import type { Locale } from '@/lib/i18n/locales';
import { addressedTypeNames, entryAddressesOf } from './entry-addresses';
import type { ContentQueryOptions } from './server';
import { typeNameOf } from './type-names';

/** The content types a preview link may name with an entry id: those whose entries have an address of their own. */
export const previewableTypes: readonly string[] = contentModel.contentTypes
  .map((type) => type.sys.id)
  .filter((id) => addressedTypeNames.includes(typeNameOf(id)!));

/**
 * Where an entry is shown in one language, as the CMS's preview link names it (its id, its content type and
 * Contentful's locale code): the same look-up the sitemaps, the language switcher and the redirects use, on
 * the drafts by default. Null when it has none there (not in that language, or not in that language's market,
 * or a content type without addresses: a module, a banner, a tab).
 */
export async function previewAddress(
  contentType: string,
  id: string,
  locale: Locale,
  options: ContentQueryOptions = { preview: true },
): Promise<string | null> {
  const typename = typeNameOf(contentType);
  if (!typename || !addressedTypeNames.includes(typename)) return null;
  return (await entryAddressesOf(typename, id, options))[locale] ?? null;
}
