import { micromark } from 'micromark';

/**
 * Editors' markdown (the CMS's markdown fields: landing and journey
 * introductions, itinerary items, dropdown answers) as HTML, on the server.
 * micromark is CommonMark-exact and safe by default: raw HTML in the text is
 * escaped and `javascript:`-style links are dropped.
 */
export function Markdown({ source, className = '' }: { source: string; className?: string }) {
  return (
    <div
      className={`space-y-3 [&_a]:font-semibold [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 ${className}`}
      dangerouslySetInnerHTML={{ __html: micromark(source) }}
    />
  );
}
