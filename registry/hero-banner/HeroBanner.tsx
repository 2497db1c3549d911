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
import styles from './HeroBanner.module.css';

/**
 * The page's hero: one banner, or up to three in a carousel (no autoplay).
 * Every slide is rendered on the server; the carousel leaf only chooses
 * which one is visible. Where the page renders slides on request
 * (`context.heroSlides`), only the first travels with the page, and the
 * others come when the visitor reaches for the carousel (they were
 * 6 KB of the home page's inline payload that most visitors never see).
 */
export function HeroBanner({ data, context }: ModuleProps<typeof heroBannerSchema>) {
  const { t, heroSlides } = context;
  const total = data.items.length;
  const sent = total > 1 && heroSlides ? data.items.slice(0, 1) : data.items;
  const slides = sent.map((banner, index) => (
    <HeroSlide key={banner.sys.id} banner={banner} first={index === 0} inCarousel={total > 1} context={context} />
  ));
  // One banner is no carousel: no controls, no JavaScript, no landmark of its own (its headline is the way in).
  if (total === 1) return <div className="grid grid-cols-1">{slides}</div>;
  return (
    <Carousel
      slides={slides}
      loadOthers={sent.length < total ? heroSlides : undefined}
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

/** The scrim for the text's colour and side (HeroBanner.module.css). */
const scrim: Record<'dark' | 'light', Record<Alignment, string | undefined>> = {
  dark: { left: styles.darkLeft, center: styles.darkCenter, right: styles.darkRight },
  light: { left: styles.lightLeft, center: styles.lightCenter, right: styles.lightRight },
};

/** Only a video file can play inline; a YouTube or Vimeo page address shows the photo (no third-party player on the hero). */
export function isVideoFile(url: string): boolean {
  return /\.(?:mp4|webm|ogv|ogg|mov|m4v)(?:$|[?#])/i.test(url);
}

/** One banner of the hero; `first` is the page's LCP picture. Exported for the slides rendered on request (screens/page/hero-slides.tsx). */
export function HeroSlide({
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
      <OptionalLink href={banner.cta ? null : banner.link} newTab={banner.external} t={t} className={styles.headerLink}>
        {banner.header}
      </OptionalLink>
    </h2>
  ) : null;

  return (
    <div
      className={`${styles.slide} ${heroAspect[banner.layout]}`}
      style={{ backgroundColor: colours.background, color: colours.text }}
      data-layout={banner.layout}
    >
      {banner.photo ? (
        <>
          <div className={styles.photo}>
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
          <div
            aria-hidden="true"
            className={`${styles.scrim} ${scrim[isLight(colours.text) ? 'dark' : 'light'][banner.align]}`}
          />
        </>
      ) : null}
      <div className={`mx-auto w-full max-w-7xl px-4 py-8 sm:px-8 ${inCarousel ? 'pb-16' : ''}`}>
        <div className={`flex max-w-xl flex-col gap-3 ${textAlignment[banner.align]}`}>
          {banner.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {banner.tags.map((tag, index) => (
                <li key={`${index}-${tag}`} className={styles.tag}>
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          {heading}
          {banner.description ? (
            <p className={compact ? 'text-base' : 'text-base sm:text-lg'}>{banner.description}</p>
          ) : null}
          <BannerOffer
            offer={banner.offer}
            discount={banner.discount}
            context={context}
            className="flex flex-wrap items-center gap-3 text-lg font-semibold"
            badgeClassName="rounded-md bg-brand px-2 py-0.5 text-base font-bold text-white"
          />
          <BannerButton banner={banner} t={t} action="main" className={styles.button} />
        </div>
      </div>
    </div>
  );
}
