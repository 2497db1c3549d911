import { SITEMAP_HEADERS, sitemapIndexXml } from '@/lib/seo/sitemap';

/** The sitemap index: one sitemap per language (lib/seo/sitemap.ts). Prerendered, purged with the content it lists. */
export async function GET() {
  return new Response(await sitemapIndexXml(), { headers: SITEMAP_HEADERS });
}
