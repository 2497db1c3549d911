'use client';

import { useEffect, useRef } from 'react';

/**
 * A box's video file: muted, looping, inline, with the browser's controls
 * (so it can be paused: WCAG 2.2.2). It plays by itself only while on
 * screen, and never for a visitor who asks for reduced motion (the video
 * then waits for its play button). The fixed 16:9 box keeps the layout still.
 */
export function InlineVideo({ src, poster, label }: { src: string; poster?: string; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` as a property only; the server HTML lacks it, and browsers autoplay only muted videos.
    video.muted = true;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // Scrolling away pauses it and scrolling back resumes it, unless the visitor paused it.
    let pausingItself = false;
    let pausedByVisitor = false;
    const onPause = () => {
      if (!pausingItself) pausedByVisitor = true;
      pausingItself = false;
    };
    const play = () => {
      if (!pausedByVisitor) video.play()?.catch(() => undefined);
    };
    const pause = () => {
      if (video.paused) return;
      pausingItself = true;
      video.pause();
    };
    video.addEventListener('pause', onPause);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(([entry]) => (entry?.isIntersecting ? play() : pause()), { threshold: 0.25 });
    if (observer) observer.observe(video);
    else play();
    return () => {
      observer?.disconnect();
      video.removeEventListener('pause', onPause);
    };
  }, []);

  return (
    <video
      ref={ref}
      src={src}
      poster={poster}
      aria-label={label}
      muted
      loop
      playsInline
      controls
      preload="metadata"
      className="aspect-video w-full rounded-xl bg-black object-cover"
    />
  );
}
