'use client';

import Link from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type PointerEvent, type TouchEvent } from 'react';

/**
 * next/link that prefetches on intent, the pattern of Next's prefetching
 * guide: when a pointer comes over it, a finger touches it or it gets focus,
 * not as soon as it scrolls into view. A page of CMS modules shows dozens of
 * links at once; viewport prefetching would have the server render a route
 * for each of them, and the phone download and process them, while the page
 * itself is still loading.
 */
export function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
