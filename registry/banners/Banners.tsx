import { bannerColours, isLight } from '@/components/colours/colours';
import { ContentImage } from '@/components/content-image/ContentImage';
import { OptionalLink } from '@/components/content-link/OptionalLink';
import { HeadedSection } from '@/components/headed-section/HeadedSection';
import type { ModuleContext, ModuleProps } from '@/registry/define';
import { BannerButton } from '@/registry/hero-banner/button';
import { BannerOffer } from '@/registry/hero-banner/offer';
import type { BannerCard, bannersSchema } from './schema';

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

// The whole card is the link's target (after:inset-0). Links keep the card's text colour, so the focus outline (currentColor) contrasts with the card.
const linkClass = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current after:absolute after:inset-0 after:rounded-2xl';

function BannerCardItem({ banner, context }: { banner: BannerCard; context: ModuleContext }) {
  const { t } = context;
  // Without a photo the card is the editor's background colour; with one, the text sits on a scrim over it.
  const colours = bannerColours(banner);
  const scrim = isLight(colours.text)
    ? 'bg-linear-to-t from-black/80 via-black/65 via-60% to-black/25'
    : 'bg-linear-to-t from-white/90 via-white/80 via-60% to-white/35';
  return (
    <li
      className="relative isolate flex aspect-[17/13] flex-col justify-end rounded-2xl shadow-sm"
      style={{ backgroundColor: colours.background, color: colours.text }}
    >
      {banner.photo ? (
        <>
          <div className="absolute inset-0 -z-10 overflow-hidden rounded-2xl">
            <ContentImage
              photo={banner.photo}
              alt={banner.header ? '' : undefined}
              width={850}
              height={650}
              sizes="(min-width: 1280px) 405px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="size-full object-cover"
            />
          </div>
          <div aria-hidden="true" className={`absolute inset-0 -z-10 rounded-2xl ${scrim}`} />
        </>
      ) : null}
      <div className="flex flex-col items-start gap-2 p-5">
        {banner.header ? (
          <h3 className="text-xl font-bold">
            {/* A card with a button links from the button; one without links from its header. */}
            <OptionalLink href={banner.cta ? null : banner.link} newTab={banner.external} t={t} className={linkClass}>
              {banner.header}
            </OptionalLink>
          </h3>
        ) : null}
        {banner.description ? <p className="text-sm">{banner.description}</p> : null}
        <BannerOffer
          price={banner.price}
          discount={banner.discount}
          context={context}
          className="flex flex-wrap items-center gap-2 font-semibold"
          badgeClassName="rounded-md bg-brand px-2 py-0.5 text-sm font-bold text-white"
        />
        <BannerButton
          banner={banner}
          t={t}
          className={`mt-1 inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold hover:bg-brand-dark ${linkClass}`}
        />
      </div>
    </li>
  );
}
