import type { Graph, Thing, WithContext } from 'schema-dts';

/** What a page writes in one `application/ld+json` block: one schema.org object with its context, or a graph. */
export type JsonLdData = WithContext<Thing> | Graph;

/**
 * The text of an `application/ld+json` block: compact JSON with `<` written
 * as `\u003c`, so no value (an editor's name with `</script>` in it) can end
 * the element early or open a comment; `>` and `&` likewise, and the line
 * separators JavaScript once refused. JSON.parse reads the same value back.
 */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** An absolute address on the site (`SITE_URL` + a path from the route table); an absolute address stays as it is. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}
