'use server';

import type { ReactNode } from 'react';
import { z } from 'zod';
import { showsDrafts } from '@/lib/content/draft';
import { ENTITY_ID_PATTERN } from '@/lib/content/model';
import { loadHeroBanners } from '@/lib/content/pages';
import { locales } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/server';
import { HeroSlide } from '@/registry/hero-banner/HeroBanner';
import { heroBannerSchema } from '@/registry/hero-banner/schema';

const request = z.object({ locale: z.enum(locales), pageId: z.string().regex(ENTITY_ID_PATTERN) });

/**
 * A CMS page's hero banners after the first, for the hero carousel when the visitor first reaches for it
 * (registry/hero-banner/Carousel.client.tsx): the page sends its first slide only. A server action, bound to the
 * page's language and entry by PageBody; the arguments come from the browser, so they are checked. The banners
 * come from the same cached query as the page (drafts in draft mode), so the slides cost a render. Null when the
 * page has no other banner now (published again since it was loaded): the carousel's other slides stay empty.
 */
export async function otherHeroSlides(locale: unknown, pageId: unknown): Promise<ReactNode[] | null> {
  const asked = request.safeParse({ locale, pageId });
  if (!asked.success) return null;
  const preview = await showsDrafts();
  const [hero] = await loadHeroBanners(asked.data.locale, asked.data.pageId, { preview });
  const parsed = heroBannerSchema.safeParse(hero);
  if (!parsed.success || parsed.data.items.length < 2) return null;
  const context = { locale: asked.data.locale, preview, t: getTranslator(asked.data.locale) };
  return parsed.data.items
    .slice(1)
    .map((banner) => <HeroSlide key={banner.sys.id} banner={banner} first={false} inCarousel context={context} />);
}
