import type { SharePhoto } from '@/lib/seo/share';

/**
 * What an editor set for search engines and share cards on an entry with an address (the SEO fields of
 * packages/cms/model/seo.ts, read by the `…Seo` fragments of codegen/operations/seo.graphql). Empty fields are
 * null: the page then shows what it shows without them (screens/page/cms-route.tsx, screens/frame/screen-route.tsx).
 * Pure, so the fixtures generator reshapes answers with it too.
 */
export type EntrySeo = {
  /** The whole title, as search results show it (no site name after it). */
  title: string | null;
  description: string | null;
  /** The share card's picture; a page's is its photo (pages have no share image field). */
  image: SharePhoto;
  /** Search engines are asked not to list the address, and the sitemaps leave it out. */
  noindex: boolean;
};

type SeoFields = {
  seoTitle?: string | null;
  seoDescription?: string | null;
  shareImage?: { url?: string | null; title?: string | null } | null;
  noindex?: boolean | null;
};

/** The SEO fields of a content answer; a field left empty (or only spaces) is null. */
export function entrySeo(item: SeoFields | null | undefined): EntrySeo {
  const image = item?.shareImage?.url ? { url: item.shareImage.url, title: item.shareImage.title ?? null } : null;
  return {
    title: item?.seoTitle?.trim() || null,
    description: item?.seoDescription?.trim() || null,
    image,
    noindex: item?.noindex === true,
  };
}
