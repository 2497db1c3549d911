import type { ReactNode } from 'react';
import { ContentImage, type ContentPhoto } from '@/components/content-image/ContentImage';
import type { Translate } from '@/lib/i18n/translate';

/** What the layouts with a header photo (landing, parallax) take, besides what their own header shows. */
export type PhotoHeaderLayoutProps = {
  title: string;
  description?: string | null;
  photo?: ContentPhoto | null;
  children: ReactNode;
  /** The page's translator: the description's links to other websites say they open a new tab. */
  t: Translate;
};

/**
 * The photo behind a page header's title (the landing and parallax layouts):
 * the page's largest picture above the fold, so preloaded, and decorative
 * (the title says what the page is). Nothing without a photo.
 */
export function HeaderPhoto({ photo, className }: { photo?: ContentPhoto | null; className: string }) {
  return photo ? (
    <ContentImage photo={photo} alt="" width={1920} height={800} sizes="100vw" preload className={className} />
  ) : null;
}
