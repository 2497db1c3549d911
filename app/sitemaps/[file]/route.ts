import { notFound } from 'next/navigation';
import { SITEMAP_HEADERS, sitemapFiles, sitemapUrls, sitemapXml } from '@/lib/seo/sitemap';

/** `/sitemaps/{locale}.xml`, one per language. */
export function generateStaticParams() {
  return Object.keys(sitemapFiles).map((file) => ({ file }));
}

/** A language's sitemap (lib/seo/sitemap.ts). Prerendered per language, purged with the content it lists. */
export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[file]'>) {
  const locale = sitemapFiles[(await params).file];
  if (!locale) notFound();
  return new Response(sitemapXml(await sitemapUrls(locale)), { headers: SITEMAP_HEADERS });
}
