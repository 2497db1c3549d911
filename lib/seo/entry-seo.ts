import type { EntrySeo } from '@/lib/content/seo';
import type { SharePhoto } from './share';

/** What a page's metadata shows of itself: its title, its description and its share picture. */
export type PageSummary = { title: string; description: string; photo: SharePhoto };

/**
 * A page's summary with what its editor set for search engines over it (an empty field keeps the page's own), for
 * both metadata paths (screens/page/cms-route.tsx, screens/frame/screen-route.tsx): `wholeTitle` when the title is
 * the editor's, printed as it is; `robots` when the editor hid the page (links still followed where indexing is on).
 */
export function withEntrySeo(own: PageSummary, seo: EntrySeo | undefined, allowIndexing: boolean) {
  return {
    title: seo?.title ?? own.title,
    wholeTitle: Boolean(seo?.title),
    description: seo?.description ?? own.description,
    photo: seo?.image?.url ? seo.image : own.photo,
    robots: seo?.noindex ? { robots: { index: false, follow: allowIndexing } } : {},
  };
}
