'use client';

import { useEffect, useRef } from 'react';

/**
 * The strip's aria-hidden, inert copy, made in the browser from the list just
 * before it (LoopSlider.tsx): `times` clones of its cards, whose links the
 * keyboard never reaches. The server sends the list once; the copy only
 * serves the animation, which the stylesheet starts once the copy is there,
 * so without JavaScript the strip is a still, scrollable row (the
 * copy was a third of the module's weight in the HTML and the page's inline
 * React payload).
 */
export function LoopCopy({ times, className }: { times: number; className: string }) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const copy = ref.current;
    const list = copy?.previousElementSibling;
    if (!copy || !list) return;
    const cards = Array.from({ length: times }, () =>
      [...list.children].map((card) => card.cloneNode(true) as Element),
    ).flat();
    for (const link of cards.flatMap((card) => [...card.querySelectorAll<HTMLElement>('a, button')]))
      link.tabIndex = -1;
    copy.replaceChildren(...cards);
    return () => copy.replaceChildren();
  }, [times]);
  return <ul ref={ref} aria-hidden="true" inert className={className} />;
}
