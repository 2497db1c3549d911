import { serializeJsonLd, type JsonLdData } from '@/lib/structured-data/json-ld';

/**
 * Structured data for search engines: one `application/ld+json` block,
 * rendered on the server inside the cached page. It is data, not a script:
 * browsers never run it, and the CSP's script hashes leave it out
 * (lib/http/security-headers.ts). `null` renders nothing.
 */
export function JsonLd({ data }: { data: JsonLdData | null }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
