'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

type Edges = { atStart: boolean; atEnd: boolean };

const BUTTON =
  'absolute top-1/2 z-10 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white text-neutral-900 shadow-md ring-1 ring-neutral-300 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900';

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'previous' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} />
    </svg>
  );
}

/**
 * A row that scrolls sideways with CSS scroll-snap: swipe, trackpad, the
 * scrollbar or the keyboard (the row is focusable, and tabbing to a link in
 * it scrolls it into view) all work without JavaScript. This leaf only adds
 * previous/next buttons for mouse users; they overlay the row (no layout
 * shift) and stay hidden where there is nothing more to scroll.
 * `children` are the row's `<li>` items, rendered on the server.
 */
export function ScrollRow({
  label,
  previousLabel,
  nextLabel,
  className = '',
  children,
}: {
  /** The row's accessible name (it is a focusable scroll region). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: true });

  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const update = () =>
      setEdges({ atStart: row.scrollLeft <= 1, atEnd: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1 });
    update();
    row.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);

  function scroll(direction: -1 | 1) {
    const row = list.current;
    if (!row) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    row.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: still ? 'auto' : 'smooth' });
  }

  return (
    <div className="relative min-w-0">
      <ul
        ref={list}
        aria-label={label}
        tabIndex={0}
        className={`scroll-row flex snap-x snap-mandatory gap-6 pb-3 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-current ${className}`}
      >
        {children}
      </ul>
      <button
        type="button"
        onClick={() => scroll(-1)}
        aria-label={previousLabel}
        className={`${BUTTON} left-2 ${edges.atStart ? 'invisible' : ''}`}
      >
        <Arrow direction="previous" />
      </button>
      <button
        type="button"
        onClick={() => scroll(1)}
        aria-label={nextLabel}
        className={`${BUTTON} right-2 ${edges.atEnd ? 'invisible' : ''}`}
      >
        <Arrow direction="next" />
      </button>
    </div>
  );
}
