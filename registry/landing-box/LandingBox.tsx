import type { CSSProperties, ReactNode } from 'react';
import { boxColours } from '@/components/colours/colours';
import { ContentImage } from '@/components/content-image/ContentImage';
import { ContentLink } from '@/components/content-link/ContentLink';
import { ProductCard } from '@/components/product-card/ProductCard';
import { ScrollRow } from '@/components/scroll-row/ScrollRow.client';
import { LoopingVideo } from '@/components/video/LoopingVideo.client';
import type { ModuleContext, ModuleProps } from '@/registry/define';
import type { LandingBoxData, landingBoxSchema } from './schema';
import { boxVideo } from './video';

type Columns = 1 | 2 | 3 | 4;

// Whole class names (Tailwind only generates what it finds written out).
const gridColumns: Record<Columns, string> = {
  1: 'max-w-xl',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};
const carouselWidths: Record<Columns, string> = {
  1: 'w-[85%] sm:w-[calc(50%_-_0.75rem)] lg:w-[36rem]',
  2: 'w-[85%] sm:w-[calc(50%_-_0.75rem)]',
  3: 'w-[85%] sm:w-[calc(50%_-_0.75rem)] lg:w-[calc((100%_-_3rem)/3)]',
  4: 'w-[85%] sm:w-[calc(50%_-_0.75rem)] lg:w-[calc((100%_-_4.5rem)/4)]',
};
const cardSizes: Record<Columns, string> = {
  1: '(min-width: 640px) 576px, 85vw',
  2: '(min-width: 640px) 50vw, 85vw',
  3: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 85vw',
  4: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 85vw',
};

function Packages({ data, context }: { data: LandingBoxData; context: ModuleContext }) {
  // Without a choice, as many columns as packages (at most 3 by the model).
  const columns = (data.columns ?? Math.min(Math.max(data.products.length, 1), 3)) as Columns;
  const cards = data.products.map((product, index) => (
    <li
      key={`${index}-${product.id}`}
      className={data.carrusel ? `shrink-0 snap-start ${carouselWidths[columns]}` : undefined}
    >
      <ProductCard product={product} context={context} sizes={cardSizes[columns]} />
    </li>
  ));
  if (data.carrusel) {
    return (
      <div className="mt-8">
        <ScrollRow
          label={context.t('modules.landingBox.packages', { title: data.title })}
          previousLabel={context.t('modules.landingBox.previous')}
          nextLabel={context.t('modules.landingBox.next')}
        >
          {cards}
        </ScrollRow>
      </div>
    );
  }
  return <ul className={`mt-8 grid gap-6 ${gridColumns[columns]}`}>{cards}</ul>;
}

/** The video, or the picture when it is not the background; null when the box has neither. */
function boxMedia(data: LandingBoxData, context: ModuleContext): ReactNode {
  const video = boxVideo(data.video ?? data.videoUrl);
  const label = context.t('modules.landingBox.video', { title: data.title });
  if (video?.kind === 'file') {
    // The fixed 16:9 box keeps the layout still while the video loads.
    return (
      <LoopingVideo
        variant="content"
        src={video.src}
        poster={data.image?.url}
        label={label}
        className="aspect-video w-full rounded-xl bg-black object-cover"
      />
    );
  }
  if (video?.kind === 'embed') {
    return (
      <iframe
        src={video.src}
        title={label}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className="aspect-video w-full rounded-xl bg-black"
      />
    );
  }
  if (data.image && !data.bgCover) {
    return (
      <ContentImage
        photo={data.image}
        width={850}
        height={650}
        sizes="(min-width: 768px) 50vw, 100vw"
        className="aspect-[17/13] h-auto w-full rounded-xl object-cover"
      />
    );
  }
  return null;
}

/**
 * One section of an event landing: a pretitle and title, a picture or video
 * beside the text (or the picture behind it, `bgCover`, under a dark scrim
 * that keeps white text readable), a button, and up to three package cards
 * in a grid of `columns` or a scroll-snap carousel (`carrusel`). A
 * `headlineBox` is the landing's large opening: pretitle, title, button and
 * picture only. The editor's colours apply unless the text would not be
 * readable on the background.
 */
export function LandingBox({ data, context }: ModuleProps<typeof landingBoxSchema>) {
  const { t } = context;
  const hasVideo = Boolean(data.video ?? data.videoUrl);
  // A headline shows its picture behind the title; a video takes the picture's place beside the text.
  const cover = data.image && !hasVideo && (data.bgCover || data.headlineBox) ? data.image : null;
  const colours = cover ? { background: data.bgColor ?? '#171717', text: '#ffffff' } : boxColours(data);
  const style: CSSProperties = {
    color: colours.text,
    ...(colours.background ? { backgroundColor: colours.background } : {}),
  };
  const media = cover ? null : boxMedia(data, context);

  return (
    <section
      id={data.slug ?? undefined}
      style={style}
      className={`relative isolate scroll-mt-24 overflow-hidden ${data.headlineBox ? 'flex min-h-[28rem] items-end md:min-h-[36rem]' : ''}`}
    >
      {cover ? (
        <>
          <ContentImage
            photo={cover}
            alt=""
            width={850}
            height={650}
            sizes="100vw"
            className="absolute inset-0 -z-10 size-full object-cover"
          />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/60" />
        </>
      ) : null}
      <div className="mx-auto w-full max-w-7xl px-4 py-12 md:py-16">
        <div className={media ? 'grid items-center gap-8 md:grid-cols-2' : undefined}>
          <div>
            {data.pretitle ? <p className="text-sm font-semibold tracking-wide uppercase">{data.pretitle}</p> : null}
            <h2
              className={
                data.headlineBox
                  ? 'mt-2 max-w-4xl text-4xl font-extrabold md:text-6xl'
                  : 'mt-1 text-2xl font-bold md:text-3xl'
              }
            >
              {data.title}
            </h2>
            {data.link ? (
              <ContentLink
                href={data.link}
                newTab={data.external}
                t={t}
                className="mt-6 inline-block rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
              >
                {t('modules.landingBox.more')}
                <span className="sr-only">, {data.title}</span>
              </ContentLink>
            ) : null}
          </div>
          {media}
        </div>
        {!data.headlineBox && data.products.length > 0 ? <Packages data={data} context={context} /> : null}
      </div>
    </section>
  );
}
