import 'server-only';
import { ContinentsDocument } from '@/codegen/generated/graphql';
import { toContentfulLocale } from './model';
import type { Locale } from '@/lib/i18n/locales';
import { queryContent } from './server';

export type DestinationPhoto = { url: string; title: string; width: number; height: number };

/** A destination as the site shows it: the CMS's shape reshaped once, here. */
export type Destination = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  photo: DestinationPhoto | null;
};

type RawDestination = {
  sys: { id: string };
  name?: string | null;
  slug: string | null;
  description?: string | null;
  photo?: { url: string | null; title: string | null; width: number | null; height: number | null } | null;
} | null;

// The query asks for the spec's 1200x800 crop; the asset's own size is the original's.
const PHOTO_SIZE = { width: 1200, height: 800 };

function reshape(raw: RawDestination): Destination | null {
  if (!raw?.slug || !raw.name) return null;
  const photo = raw.photo?.url ? { url: raw.photo.url, title: raw.photo.title ?? raw.name, ...PHOTO_SIZE } : null;
  return { id: raw.sys.id, name: raw.name, slug: raw.slug, description: raw.description ?? null, photo };
}

/** The continents, in the visitor's language, for the destinations index. */
export async function listContinents(locale: Locale): Promise<Destination[]> {
  const data = await queryContent(ContinentsDocument, { locale: toContentfulLocale(locale) });
  return (data.continentCollection?.items ?? []).flatMap((item) => reshape(item) ?? []);
}
