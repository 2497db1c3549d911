import { assetLink, boolean, symbol, text, type FieldSpec } from './define';

/**
 * What search engines and share cards show of an entry with an address, when an editor wants something other
 * than its name and summary. Every field is optional: left empty, the site shows what it shows without them.
 */

/** The most characters of an SEO title: printed as it is (without the site's name after it), as search results show it. */
export const SEO_TITLE_MAX = 60;
/** The most characters of an SEO description: printed whole in the description and the share card. */
export const SEO_DESCRIPTION_MAX = 160;

/** The SEO fields; `shareImage: false` where the type already has its share picture (a page's photo). */
export function seoFields({ shareImage = true }: { shareImage?: boolean } = {}): FieldSpec[] {
  return [
    symbol('seoTitle', {
      name: 'SEO title',
      localized: true,
      size: { max: SEO_TITLE_MAX },
      help: `The title search engines and share cards show, as it is (at most ${SEO_TITLE_MAX} characters). Leave empty to use the name with the site's name after it.`,
    }),
    text('seoDescription', {
      name: 'SEO description',
      localized: true,
      size: { max: SEO_DESCRIPTION_MAX },
      help: `The summary search engines and share cards show (at most ${SEO_DESCRIPTION_MAX} characters). Leave empty to use the entry's own summary.`,
    }),
    ...(shareImage
      ? [
          assetLink('shareImage', {
            name: 'Share image',
            mimetypes: ['image'],
            help: 'The picture shown when the address is shared on social media. Landscape, at least 1200 × 630 pixels. Leave empty to use the entry’s photo.',
          }),
        ]
      : []),
    boolean('noindex', {
      name: 'Hide from search engines',
      help: 'Yes asks search engines not to list this address and leaves it out of the sitemap; visitors can still open it.',
    }),
  ];
}
