import type { Metadata } from 'next';
import { enquirySentContent } from '@/screens/enquiry-sent';
import { screenRoute } from '@/screens/frame/screen-route';

const route = screenRoute('enquirySent', enquirySentContent);

/** A thank-you page: nothing for search engines (and left out of the sitemaps, lib/seo/sitemap.ts). */
export async function generateMetadata(props: Parameters<typeof route.generateMetadata>[0]): Promise<Metadata> {
  return { ...(await route.generateMetadata(props)), robots: { index: false, follow: false } };
}
export default route.Page;
