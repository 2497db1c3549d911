import { contentTypeIdOf } from '@/lib/content/type-names';
import { newsletterModule } from './newsletter';
import { heroBannerModule } from './hero-banner';
import { searchboxItemModule } from './searchbox-item';
import { bannersModule } from './banners';
import { actionButtonsModule } from './action-buttons';
import { linksModule } from './links-module';
import { allSearchBoxModule } from './all-search-box-module';
import { loopSliderModule } from './loop-slider';
import { sponsorModule } from './sponsor';
import { journeyDayModule } from './journey-day';
import { weatherModule } from './weather';
import { recommendationModule } from './recommendation';
import { modulesModule } from './modules';
import { landingBoxModule } from './landing-box';

/**
 * Every module kind the renderer can draw, keyed by CMS content type id.
 * Listed explicitly: no registration by import side effect, no mutable state.
 */
export const registry = {
  newsletter: newsletterModule,
  heroBanner: heroBannerModule,
  searchboxItem: searchboxItemModule,
  banners: bannersModule,
  actionButtons: actionButtonsModule,
  linksModule: linksModule,
  allSearchBoxModule: allSearchBoxModule,
  loopSlider: loopSliderModule,
  sponsor: sponsorModule,
  journeyDay: journeyDayModule,
  weather: weatherModule,
  recommendation: recommendationModule,
  modules: modulesModule,
  landingBox: landingBoxModule,
} as const;

export type ModuleKind = keyof typeof registry;

export function isModuleKind(kind: string): kind is ModuleKind {
  return Object.hasOwn(registry, kind);
}

/**
 * The module kind (CMS content type id) behind a module's GraphQL type name;
 * a name the model does not know keeps a readable form for diagnostics.
 */
export function kindOfTypename(typename: string): string {
  return contentTypeIdOf(typename) ?? typename.charAt(0).toLowerCase() + typename.slice(1);
}
