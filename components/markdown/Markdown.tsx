import { micromark } from 'micromark';
import type { Translate } from '@/lib/i18n/translate';
import styles from './Markdown.module.css';

/**
 * A link micromark wrote to another website (an absolute http(s) address).
 * micromark escapes raw HTML and encodes attribute values, so every `<a` in
 * its output is its own, and links cannot contain links: the first `</a>`
 * closes it.
 */
const EXTERNAL_LINK = /<a href="(https?:\/\/[^"]*)"([^>]*)>([\s\S]*?)<\/a>/gi;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Editor markdown as HTML in which links to other websites open in a new tab, saying so to screen readers when a label is given. */
export function markdownToHtml(source: string, newTabLabel?: string): string {
  const note = newTabLabel ? ` <span class="sr-only">${escapeHtml(newTabLabel)}</span>` : '';
  return micromark(source).replace(
    EXTERNAL_LINK,
    (_, href: string, attributes: string, text: string) =>
      `<a href="${href}"${attributes} target="_blank" rel="noopener noreferrer">${text}${note}</a>`,
  );
}

/**
 * Editors' markdown (the CMS's markdown fields: landing and journey
 * introductions, itinerary items, dropdown answers) as HTML, on the server.
 * micromark is CommonMark-exact and safe by default: raw HTML in the text is
 * escaped and `javascript:`-style links are dropped. Links to other websites
 * open in a new tab without a handle on this one; paths of this site stay as
 * they are.
 */
export function Markdown({
  source,
  className = '',
  t,
}: {
  source: string;
  className?: string;
  /** The page's translator, for "(opens in a new tab)" after links to other websites. */
  t: Translate;
}) {
  return (
    <div
      className={`${styles.prose} ${className}`}
      dangerouslySetInnerHTML={{ __html: markdownToHtml(source, t('links.opensInNewTab')) }}
    />
  );
}
