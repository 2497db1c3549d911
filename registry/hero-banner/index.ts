import { defineModule } from '@/registry/define';
import { HeroBanner } from './HeroBanner';
import { heroBannerSchema } from './schema';

/** The page's hero banners (a grouped section built from page.heroBanners). */
export const heroBannerModule = defineModule({
  kind: 'heroBanner',
  schema: heroBannerSchema,
  component: HeroBanner,
  layouts: ['default', 'landing'],
  opensPage: true,
});
