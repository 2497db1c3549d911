'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';

type LoopingVideoProps = {
  src: string;
  className?: string;
} & (
  | {
      /** Content beside the text: named for screen readers, with the browser's own controls and its poster. */
      variant: 'content';
      label: string;
      poster?: string;
    }
  | {
      /** Decoration over a picture that stays visible until it plays: hidden from screen readers, with a pause/play button of its own. */
      variant: 'background';
      playLabel: string;
      pauseLabel: string;
    }
);

/**
 * Plays the video only while a quarter of it is on screen and the visitor
 * wants it: by itself at first, unless they ask for reduced motion; never
 * again by itself once they pause it, until they play it again.
 */
function usePlayWhileVisible(ref: RefObject<HTMLVideoElement | null>) {
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` as a property only; the server HTML lacks it, and browsers autoplay only muted videos.
    video.muted = true;
    let wanted = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    let visible = false;
    let pausingItself = false;
    const update = () => {
      // The browser may refuse to play (data saver, power saving): the poster or picture stays.
      if (visible && wanted) video.play()?.catch(() => undefined);
      else if (!visible && !video.paused) {
        pausingItself = true;
        video.pause();
      }
    };
    const onPlay = () => {
      wanted = true;
    };
    const onPause = () => {
      if (!pausingItself) wanted = false;
      pausingItself = false;
    };
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            ([entry]) => {
              visible = entry?.isIntersecting ?? false;
              update();
            },
            { threshold: 0.25 },
          );
    if (observer) observer.observe(video);
    else {
      visible = true;
      update();
    }
    return () => {
      observer?.disconnect();
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
    };
  }, [ref]);
}

/**
 * A video file that loops muted and inline, and can always be paused (WCAG
 * 2.2.2): `content` with the browser's controls, `background` with a
 * pause/play button over the picture it fades in on. It starts by itself only
 * on screen and never for a visitor who asks for reduced motion (then it waits
 * for its play button); scrolling away pauses it, scrolling back resumes it.
 */
export function LoopingVideo(props: LoopingVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  usePlayWhileVisible(ref);

  if (props.variant === 'content') {
    return (
      <video
        ref={ref}
        src={props.src}
        poster={props.poster}
        aria-label={props.label}
        muted
        loop
        playsInline
        controls
        preload="metadata"
        className={props.className}
      />
    );
  }

  function toggle() {
    const video = ref.current;
    if (!video) return;
    if (video.paused) video.play()?.catch(() => undefined);
    else video.pause();
  }

  return (
    <>
      {/* Nothing is downloaded until it plays: the picture under it stays the page's LCP image. */}
      <video
        ref={ref}
        src={props.src}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className={`${props.className ?? ''} transition-opacity duration-500 ${playing ? 'opacity-100' : 'opacity-0'}`}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? props.pauseLabel : props.playLabel}
        className="absolute top-3 right-3 z-10 grid size-9 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:ring-2 focus-visible:ring-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          {playing ? <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" /> : <path d="M6 4v12l10-6z" />}
        </svg>
      </button>
    </>
  );
}
