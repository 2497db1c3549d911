import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import { ContentLink, isSitePath } from '@/components/content-link/ContentLink';
import { SAFE_LINK } from '@/lib/content/fields';
import type { Translate } from '@/lib/i18n/translate';
import styles from '@/components/markdown/Markdown.module.css';

/**
 * A CMS rich-text field (a package's "Extra information") on the server, through Contentful's own
 * renderer. Headings keep the page's outline (an editor's h1 or h2 is drawn one level below the
 * section's h2); links go through ContentLink, so another website opens in a new tab and says so,
 * and an address the site would not draw (`javascript:`) is its text alone. Embedded entries and
 * assets are left out: the model's field allows none.
 */
export function RichText({ document, t, className = '' }: { document: Document; t: Translate; className?: string }) {
  const options: Options = {
    renderNode: {
      [BLOCKS.HEADING_1]: (_, children) => <h3>{children}</h3>,
      [BLOCKS.HEADING_2]: (_, children) => <h3>{children}</h3>,
      [BLOCKS.HEADING_3]: (_, children) => <h3>{children}</h3>,
      [BLOCKS.HEADING_4]: (_, children) => <h4>{children}</h4>,
      [BLOCKS.HEADING_5]: (_, children) => <h5>{children}</h5>,
      [BLOCKS.HEADING_6]: (_, children) => <h6>{children}</h6>,
      [BLOCKS.EMBEDDED_ENTRY]: () => null,
      [BLOCKS.EMBEDDED_ASSET]: () => null,
      [INLINES.EMBEDDED_ENTRY]: () => null,
      [INLINES.ENTRY_HYPERLINK]: (_, children) => <>{children}</>,
      [INLINES.ASSET_HYPERLINK]: (_, children) => <>{children}</>,
      [INLINES.HYPERLINK]: (node, children) => {
        const uri = typeof node.data.uri === 'string' ? node.data.uri : '';
        if (!SAFE_LINK.test(uri)) return <>{children}</>;
        return (
          <ContentLink href={uri} newTab={/^https?:/i.test(uri) && !isSitePath(uri)} t={t}>
            {children}
          </ContentLink>
        );
      },
    },
  };
  return <div className={`${styles.prose} ${className}`.trim()}>{documentToReactComponents(document, options)}</div>;
}
