'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A banner's background video: muted, looping, inline, drawn over the banner
 * photo (the photo is its poster, and stays the page's LCP image). It starts
 * by itself unless the visitor asks for reduced motion, and has a pause/play
 * button (WCAG 2.2.2: moving content that starts by itself can be stopped).
 * Nothing is downloaded until it plays.
 */
export function HeroVideo({ src, playLabel, pauseLabel }: { src: string; playLabel: string; pauseLabel: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // The browser may refuse to autoplay (data saver, power saving): the photo stays.
    video.current?.play()?.catch(() => undefined);
  }, []);

  function toggle() {
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play()?.catch(() => undefined);
    else element.pause();
  }

  return (
    <>
      <video
        ref={video}
        src={src}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className={`absolute inset-0 -z-10 size-full object-cover transition-opacity duration-500 ${playing ? 'opacity-100' : 'opacity-0'}`}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? pauseLabel : playLabel}
        className="absolute top-3 right-3 z-10 grid size-9 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:ring-2 focus-visible:ring-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          {playing ? <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" /> : <path d="M6 4v12l10-6z" />}
        </svg>
      </button>
    </>
  );
}
