import { bannerColours, isLight } from '@/components/colours/colours';
import { ContentImage } from '@/components/content-image/ContentImage';
import { OptionalLink } from '@/components/content-link/OptionalLink';
import { LoopingVideo } from '@/components/video/LoopingVideo.client';
import type { Alignment, HeroBannerLayout } from '@/lib/content/model';
import type { ModuleContext, ModuleProps } from '@/registry/define';
import { BannerButton } from './button';
import { Carousel } from './Carousel.client';
import { BannerOffer } from './offer';
import type { HeroBannerItem, heroBannerSchema } from './schema';

/**
 * The page's hero: one banner, or up to three in a carousel (no autoplay).
 * Every slide is rendered here on the server; the carousel leaf only chooses
 * which one is visible.
 */
export function HeroBanner({ data, context }: ModuleProps<typeof heroBannerSchema>) {
  const { t } = context;
  const total = data.items.length;
  const slides = data.items.map((banner, index) => (
    <HeroSlide key={banner.sys.id} banner={banner} first={index === 0} inCarousel={total > 1} context={context} />
  ));
  // One banner is no carousel: no controls, no JavaScript, no landmark of its own (its headline is the way in).
  if (total === 1) return <div className="grid grid-cols-1">{slides}</div>;
  return (
    <Carousel
      slides={slides}
      labels={{
        carousel: t('modules.heroBanner.label'),
        carouselRole: t('modules.heroBanner.carouselRole'),
        slideRole: t('modules.heroBanner.slideRole'),
        previous: t('modules.heroBanner.previous'),
        next: t('modules.heroBanner.next'),
        slides: data.items.map((_, index) => t('modules.heroBanner.slide', { n: index + 1, total })),
        dots: data.items.map((_, index) => t('modules.heroBanner.goTo', { n: index + 1 })),
      }}
    />
  );
}

// Taller on small screens, where the text needs the room; 12/5 is the photo's own 1920x800 on large ones.
export const heroAspect: Record<HeroBannerLayout, string> = {
  image: 'aspect-[4/3] sm:aspect-[2/1] lg:aspect-[12/5]',
  video: 'aspect-[4/3] sm:aspect-[2/1] lg:aspect-[12/5]',
  compact: 'aspect-[2/1] sm:aspect-[3/1] lg:aspect-[24/5]',
};

const textAlignment: Record<Alignment, string> = {
  left: 'items-start text-left',
  center: 'items-center text-center mx-auto',
  right: 'items-end text-right ml-auto',
};

/**
 * What keeps text readable on any photo: a scrim as dark (or, for dark text,
 * as light) as the text needs for 4.5:1 on a worst-case photo, on the side the
 * text sits; full width on small screens, where the text takes the width.
 */
const scrim: Record<'dark' | 'light', Record<Alignment, string>> = {
  dark: {
    left: 'bg-black/55 md:bg-transparent md:bg-linear-to-r md:from-black/65 md:via-black/55 md:via-45% md:to-transparent md:to-80%',
    center: 'bg-black/55',
    right: 'bg-black/55 md:bg-transparent md:bg-linear-to-l md:from-black/65 md:via-black/55 md:via-45% md:to-transparent md:to-80%',
  },
  light: {
    left: 'bg-white/75 md:bg-transparent md:bg-linear-to-r md:from-white/85 md:via-white/75 md:via-45% md:to-transparent md:to-80%',
    center: 'bg-white/75',
    right: 'bg-white/75 md:bg-transparent md:bg-linear-to-l md:from-white/85 md:via-white/75 md:via-45% md:to-transparent md:to-80%',
  },
};

/** Only a video file can play inline; a YouTube or Vimeo page address shows the photo (no third-party player on the hero). */
export function isVideoFile(url: string): boolean {
  return /\.(?:mp4|webm|ogv|ogg|mov|m4v)(?:$|[?#])/i.test(url);
}

function HeroSlide({
  banner,
  first,
  inCarousel,
  context,
}: {
  banner: HeroBannerItem;
  /** The page's first banner is its LCP image: preloaded. */
  first: boolean;
  /** Leaves room at the bottom for the carousel's controls. */
  inCarousel: boolean;
  context: ModuleContext;
}) {
  const { t } = context;
  const colours = bannerColours(banner);
  const compact = banner.layout === 'compact';
  const video = banner.layout === 'video' && banner.videoUrl && isVideoFile(banner.videoUrl) ? banner.videoUrl : null;
  const heading = banner.header ? (
    <h2 className={compact ? 'text-2xl font-bold sm:text-3xl' : 'text-3xl font-bold sm:text-4xl lg:text-5xl'}>
      {/* A banner with a button links from the button; one without links from its header. */}
      <OptionalLink
        href={banner.cta ? null : banner.link}
        newTab={banner.external}
        t={t}
        className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      >
        {banner.header}
      </OptionalLink>
    </h2>
  ) : null;

  return (
    <div
      className={`relative isolate flex w-full min-w-0 items-center self-stretch ${heroAspect[banner.layout]}`}
      style={{ backgroundColor: colours.background, color: colours.text }}
      data-layout={banner.layout}
    >
      {banner.photo ? (
        <>
          <div className="absolute inset-0 -z-10 overflow-hidden">
            <ContentImage
              photo={banner.photo}
              alt={banner.header ? '' : undefined}
              width={1920}
              height={800}
              sizes="100vw"
              preload={first}
              className="size-full object-cover"
            />
          </div>
          {video ? (
            <LoopingVideo
              variant="background"
              src={video}
              playLabel={t('modules.heroBanner.playVideo')}
              pauseLabel={t('modules.heroBanner.pauseVideo')}
              className="absolute inset-0 -z-10 size-full object-cover"
            />
          ) : null}
          <div aria-hidden="true" className={`absolute inset-0 -z-10 ${scrim[isLight(colours.text) ? 'dark' : 'light'][banner.align]}`} />
        </>
      ) : null}
      <div className={`mx-auto w-full max-w-7xl px-4 py-8 sm:px-8 ${inCarousel ? 'pb-16' : ''}`}>
        <div className={`flex max-w-xl flex-col gap-3 ${textAlignment[banner.align]}`}>
          {banner.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {banner.tags.map((tag, index) => (
                <li key={`${index}-${tag}`} className="rounded-full bg-white px-3 py-1 text-xs font-semibold tracking-wide text-neutral-900 uppercase">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          {heading}
          {banner.description ? <p className={compact ? 'text-base' : 'text-base sm:text-lg'}>{banner.description}</p> : null}
          <BannerOffer
            price={banner.price}
            discount={banner.discount}
            context={context}
            className="flex flex-wrap items-center gap-3 text-lg font-semibold"
            badgeClassName="rounded-md bg-brand px-2 py-0.5 text-base font-bold text-white"
          />
          <BannerButton
            banner={banner}
            t={t}
            action="main"
            className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
          />
        </div>
      </div>
    </div>
  );
}
