'use client';

import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import styles from './Carousel.module.css';

/** Below this horizontal travel a pointer gesture is a tap, not a swipe. */
const DEAD_ZONE_PX = 8;
/** A swipe passes beyond this share of the carousel's width... */
const PASS_SHARE = 0.1;
/** ...or when it is a flick quicker than this (SPEC section 9, swipe threshold). */
const FLICK_MS = 300;

type Gesture = { pointerId: number; x: number; y: number; startedAt: number; swiping: boolean };

export type CarouselLabels = {
  /** The carousel's accessible name. */
  carousel: string;
  /** What a screen reader calls the carousel and each slide (`aria-roledescription`), in the page's language. */
  carouselRole: string;
  slideRole: string;
  previous: string;
  next: string;
  /** One per slide: "1 of 3". */
  slides: readonly string[];
  /** One per slide, for the dots: "Show slide 1". */
  dots: readonly string[];
};

/**
 * Shows one of the server-rendered slides at a time (WAI-ARIA APG carousel,
 * no autoplay). Previous/next buttons, dots, ArrowLeft/ArrowRight inside the
 * carousel and horizontal swipes change the slide.
 *
 * Only the first slide is in the HTML. The others join when the visitor first
 * reaches for the carousel (pointer down, a key, focus inside it): the hero
 * then stays small enough for React to send it inline with the page's shell,
 * so it is in the first paint instead of being revealed a throttled 300 ms
 * later (it is the home page's LCP), and visitors who never use the carousel
 * download no other banner's photo or video. Where the page gives
 * `loadOthers`, the other slides are not in its payload either: they are
 * rendered on the server when the visitor first reaches for the carousel
 * (a slide shown before they arrive is busy, and a failed request is made
 * again on the next reach). From then on every slide sits
 * in the same grid cell, inert and invisible unless current, and the
 * carousel keeps the height of its tallest slide (a change that follows the
 * visitor's own input is no layout shift).
 */
export function Carousel({
  slides,
  loadOthers,
  labels,
}: {
  /** The slides sent with the page: all of them, or the first only when `loadOthers` brings the rest. */
  slides: readonly ReactNode[];
  /** Renders the slides after those sent (a bound server action); null when it could not. */
  loadOthers?: () => Promise<readonly ReactNode[] | null>;
  labels: CarouselLabels;
}) {
  const count = labels.slides.length;
  const [active, setActive] = useState(0);
  const [engaged, setEngaged] = useState(false);
  const [others, setOthers] = useState<readonly ReactNode[] | null>(null);
  const asking = useRef(false);
  // False in the server's HTML and during hydration, true once the browser runs this component.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const gesture = useRef<Gesture | null>(null);
  const swallowClick = useRef(false);
  const slideElements = useRef<(HTMLDivElement | null)[]>([]);
  const focusSlide = useRef(false);

  useEffect(() => {
    if (!focusSlide.current) return;
    focusSlide.current = false;
    slideElements.current[active]?.focus();
  }, [active]);

  /** The visitor reaches for the carousel: the other slides join, asked from the server if the page did not send them. */
  function reach() {
    setEngaged(true);
    if (!loadOthers || others || asking.current) return;
    asking.current = true;
    // A failed request is asked again the next time the visitor reaches for the carousel.
    const settle = (loaded: readonly ReactNode[] | null) => {
      asking.current = false;
      if (loaded) setOthers(loaded);
    };
    loadOthers().then(settle, () => settle(null));
  }

  const slideAt = (index: number): ReactNode =>
    index < slides.length ? slides[index] : (others?.[index - slides.length] ?? null);

  function show(index: number) {
    // Focus inside the slide that is about to become inert would be lost: it moves to the new slide.
    focusSlide.current = Boolean(slideElements.current[active]?.contains(document.activeElement));
    reach();
    setActive(((index % count) + count) % count);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    show(active + (event.key === 'ArrowRight' ? 1 : -1));
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    gesture.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      startedAt: event.timeStamp,
      swiping: false,
    };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    if (!current || current.swiping || event.pointerId !== current.pointerId) return;
    const dx = Math.abs(event.clientX - current.x);
    if (dx > DEAD_ZONE_PX && dx > Math.abs(event.clientY - current.y)) current.swiping = true;
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    gesture.current = null;
    if (!current || event.pointerId !== current.pointerId) return;
    const dx = event.clientX - current.x;
    if (!current.swiping && Math.abs(dx) <= DEAD_ZONE_PX) return;
    // A drag is never also a click on the link under the pointer.
    swallowClick.current = true;
    const passed =
      Math.abs(dx) > event.currentTarget.clientWidth * PASS_SHARE || event.timeStamp - current.startedAt < FLICK_MS;
    if (passed) show(active + (dx < 0 ? 1 : -1));
  }

  function onClickCapture(event: MouseEvent) {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <section
      aria-roledescription={labels.carouselRole}
      aria-label={labels.carousel}
      onKeyDown={onKeyDown}
      // Reaching for the carousel: any pointer down or focus inside it brings in the other slides.
      onPointerDownCapture={reach}
      onFocus={reach}
      className="relative"
    >
      <div
        aria-live="polite"
        className="grid grid-cols-1 touch-pan-y select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (gesture.current = null)}
        onClickCapture={onClickCapture}
        onDragStart={(event) => event.preventDefault()}
      >
        {labels.slides.map((slideLabel, index) => (
          <div
            key={index}
            ref={(element) => {
              slideElements.current[index] = element;
            }}
            role="group"
            aria-roledescription={labels.slideRole}
            aria-label={slideLabel}
            aria-busy={(engaged && index >= slides.length && !others) || undefined}
            inert={index !== active}
            tabIndex={-1}
            className={`${styles.slide} ${index === active ? styles.current : styles.other}`}
          >
            {index === 0 || engaged ? slideAt(index) : null}
          </div>
        ))}
      </div>
      {/*
        The controls work only with JavaScript, and appear whole once it runs: drawn from a document
        still arriving, the centred row would move as its later buttons came in (a layout shift).
      */}
      {hydrated ? (
        <div className="pointer-events-none absolute inset-x-0 bottom-3 flex items-center justify-center gap-3">
          <button type="button" onClick={() => show(active - 1)} aria-label={labels.previous} className={controlClass}>
            <Chevron direction="left" />
          </button>
          <div className="pointer-events-auto flex items-center rounded-full bg-black/60 px-1">
            {labels.dots.map((dot, index) => (
              <button
                key={index}
                type="button"
                onClick={() => show(index)}
                aria-label={dot}
                aria-current={index === active ? 'true' : undefined}
                className="group grid size-7 place-items-center rounded-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white"
              >
                <span
                  aria-hidden="true"
                  className={`block size-2.5 rounded-full border border-white ${index === active ? 'bg-white' : 'bg-transparent group-hover:bg-white/60'}`}
                />
              </button>
            ))}
          </div>
          <button type="button" onClick={() => show(active + 1)} aria-label={labels.next} className={controlClass}>
            <Chevron direction="right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

const controlClass =
  'pointer-events-auto grid size-9 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:ring-2 focus-visible:ring-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path
        d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const noSubscription = () => () => {};
