'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import {
  DestinationSearch,
  type DestinationSearchLabels,
} from '@/components/destination-search/DestinationSearch.client';
import { SheetHeader } from '@/components/modal/SheetHeader';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageLink } from './LanguageLink.client';

export interface MobileMenuProps {
  title: string;
  closeLabel: string;
  navLabel: string;
  languageLabel: string;
  links: readonly { href: string; label: string }[];
  languages: readonly { locale: Locale; href: string; name: string; current: boolean }[];
  search: { url: string; token: string; locale: Locale; labels: DestinationSearchLabels };
}

const ROW =
  'flex min-h-12 items-center rounded-lg px-3 text-lg font-semibold text-neutral-900 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** The phone menu's sheet: every header destination and the language switcher; it closes on navigation. */
export function MobileMenuSheet({
  id,
  titleId,
  onClose,
  title,
  closeLabel,
  navLabel,
  languageLabel,
  links,
  languages,
  search,
}: MobileMenuProps & { id: string; titleId: string; onClose: () => void }) {
  const pathname = usePathname();
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedOn.current) onClose();
  }, [pathname, onClose]);

  return (
    <div id={id} className="flex min-h-full flex-col gap-6 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <SheetHeader
        titleId={titleId}
        title={title}
        closeLabel={closeLabel}
        onClose={onClose}
        titleClassName="text-brand"
      />
      <DestinationSearch {...search} onNavigate={onClose} />
      <nav aria-label={navLabel}>
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={ROW}
                aria-current={link.href === pathname ? 'page' : undefined}
                // The same address does not navigate, so the sheet would stay: close it here.
                onClick={() => {
                  if (link.href === pathname) onClose();
                }}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={languageLabel} className="border-t border-neutral-200 pt-4">
        <ul className="grid grid-cols-2 gap-2">
          {languages.map((language) => (
            <li key={language.locale}>
              <LanguageLink
                locale={language.locale}
                href={language.href}
                current={language.current}
                className={`${ROW} text-base aria-[current=page]:text-brand`}
              >
                {language.name}
              </LanguageLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
