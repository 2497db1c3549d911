import type { ReactNode } from 'react';
import { Markdown } from '@/components/markdown/Markdown';
import { HIDDEN_UNTIL_PARSED, ParsedEnd } from '@/components/shell/parsed';
import { HeaderPhoto, type PhotoHeaderLayoutProps } from './HeaderPhoto';

/**
 * The parallax layout (special journeys): the journey's photo drifts slower
 * than the page as the visitor scrolls (a CSS scroll-driven animation: no
 * JavaScript, and none at all under prefers-reduced-motion or in browsers
 * without scroll timelines), with the title, key facts and booking call to
 * action over it; then the journey's sections.
 */
export function ParallaxLayout({
  title,
  description,
  facts,
  action,
  photo,
  children,
  t,
}: PhotoHeaderLayoutProps & {
  /** Short facts under the title: "10 days · 9 nights · From £2,490". */
  facts?: readonly string[];
  action?: ReactNode;
}) {
  return (
    <div data-layout="parallax" className="pb-16">
      <header className="parallax-hero relative isolate flex min-h-[26rem] items-end overflow-hidden bg-neutral-900 text-white md:min-h-[34rem]">
        <HeaderPhoto
          photo={photo}
          className="parallax-layer absolute inset-x-0 -top-[15%] -z-10 h-[130%] w-full object-cover opacity-70"
        />
        {/* Aligned to the header's bottom, so hidden until all of it is parsed: a paint between the facts and the call to action would show them where the action then pushes them up. */}
        <div className={`mx-auto w-full max-w-7xl px-4 py-10 ${HIDDEN_UNTIL_PARSED}`}>
          <h1 className="max-w-4xl text-3xl font-extrabold drop-shadow md:text-5xl">{title}</h1>
          {facts && facts.length > 0 ? (
            <p className="mt-3 text-lg font-semibold drop-shadow" data-testid="journey-facts">
              {facts.join(' · ')}
            </p>
          ) : null}
          {action ? <div className="mt-5">{action}</div> : null}
          <ParsedEnd />
        </div>
      </header>
      {description ? (
        <div className="mx-auto mt-8 max-w-4xl px-4">
          <Markdown source={description} t={t} className="text-lg text-neutral-800" />
        </div>
      ) : null}
      <div className="mt-10 flex flex-col gap-10">{children}</div>
    </div>
  );
}
