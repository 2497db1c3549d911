import { bannerColours, isLight } from '@/components/colours/colours';
import { ContentImage } from '@/components/content-image/ContentImage';
import { OptionalLink } from '@/components/content-link/OptionalLink';
import { HeadedSection } from '@/components/headed-section/HeadedSection';
import type { ModuleContext, ModuleProps } from '@/registry/define';
import { BannerButton } from '@/registry/hero-banner/button';
import { BannerOffer } from '@/registry/hero-banner/offer';
import type { BannerCard, bannersSchema } from './schema';
import styles from './Banners.module.css';

/**
 * Up to three promotional banners side by side under a heading: the same
 * entries as the hero banners, as cards with the text over the photo.
 */
export function Banners({ data, context }: ModuleProps<typeof bannersSchema>) {
  return (
    <HeadedSection heading={data.name} headingId={`${data.id}-heading`} landmark>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.banners.map((banner) => (
          <BannerCardItem key={banner.sys.id} banner={banner} context={context} />
        ))}
      </ul>
    </HeadedSection>
  );
}

function BannerCardItem({ banner, context }: { banner: BannerCard; context: ModuleContext }) {
  const { t } = context;
  // Without a photo the card is the editor's background colour; with one, the text sits on a scrim over it.
  const colours = bannerColours(banner);
  const scrim = isLight(colours.text) ? styles.darkScrim : styles.lightScrim;
  return (
    <li className={styles.card} style={{ backgroundColor: colours.background, color: colours.text }}>
      {banner.photo ? (
        <>
          <div className={styles.photo}>
            <ContentImage
              photo={banner.photo}
              alt={banner.header ? '' : undefined}
              width={850}
              height={650}
              sizes="(min-width: 1280px) 405px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="size-full object-cover"
            />
          </div>
          <div aria-hidden="true" className={`${styles.scrim} ${scrim}`} />
        </>
      ) : null}
      <div className={styles.body}>
        {banner.header ? (
          <h3 className="text-xl font-bold">
            {/* A card with a button links from the button; one without links from its header. */}
            <OptionalLink href={banner.cta ? null : banner.link} newTab={banner.external} t={t} className={styles.link}>
              {banner.header}
            </OptionalLink>
          </h3>
        ) : null}
        {banner.description ? <p className="text-sm">{banner.description}</p> : null}
        <BannerOffer
          offer={banner.offer}
          discount={banner.discount}
          context={context}
          className="flex flex-wrap items-center gap-2 font-semibold"
          badgeClassName="rounded-md bg-brand px-2 py-0.5 text-sm font-bold text-white"
        />
        <BannerButton banner={banner} t={t} className={`${styles.button} ${styles.link}`} />
      </div>
    </li>
  );
}
