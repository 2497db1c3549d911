'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { trackLanguage, trackPageView } from '@/lib/analytics';

/** Feeds the data layer: the language once at start-up, then a page view per navigation. */
export function Analytics({ locale }: { locale: string }) {
  const pathname = usePathname();
  const announcedLocale = useRef<string | null>(null);

  useEffect(() => {
    if (announcedLocale.current === locale) return;
    announcedLocale.current = locale;
    trackLanguage(locale);
  }, [locale]);

  useEffect(() => {
    // The browser's path, not the router's: after the proxy's rewrite they differ.
    trackPageView(window.location.pathname, locale);
  }, [pathname, locale]);

  return null;
}
