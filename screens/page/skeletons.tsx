import { heroAspect } from '@/registry/hero-banner/HeroBanner';

/**
 * What each loading step shows until its content streams in (SPEC section 4):
 * grey blocks of the size the content will take, so nothing shifts when it
 * arrives. Hidden from assistive technology; the loading bar speaks for them.
 */
const block = 'animate-pulse rounded-2xl bg-neutral-200 motion-reduce:animate-none';

export function HeroSkeleton() {
  return (
    <div aria-hidden="true" data-skeleton="heroBanners" className="w-full">
      {/* The hero's own proportions, so the banners take exactly its place when they stream in. */}
      <div className={`${block} rounded-none ${heroAspect.image}`} />
    </div>
  );
}

export function SearchboxSkeleton() {
  return (
    <div aria-hidden="true" data-skeleton="searchbox" className="mx-auto flex w-full max-w-7xl gap-2 px-4">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className={`${block} h-11 w-32 rounded-full`} />
      ))}
    </div>
  );
}

export function CampaignSkeleton() {
  return (
    <div aria-hidden="true" data-skeleton="campaign" className="mx-auto w-full max-w-7xl px-4">
      <div className={`${block} h-96`} />
    </div>
  );
}

export function ModulesSkeleton() {
  return (
    <div aria-hidden="true" data-skeleton="modules" className="mx-auto grid w-full max-w-7xl gap-6 px-4 md:grid-cols-3">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className={`${block} h-80`} />
      ))}
    </div>
  );
}
