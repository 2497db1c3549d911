import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { robotsRules } from '@/lib/seo/robots';

/** `/robots.txt` (lib/seo/robots.ts), from the build's ALLOW_INDEXING and SITE_URL, like every page's robots tag. */
export default function robots(): MetadataRoute.Robots {
  const { ALLOW_INDEXING, SITE_URL } = env();
  return robotsRules({ allowIndexing: ALLOW_INDEXING, siteUrl: SITE_URL });
}
