import type { ReactNode } from 'react';

/*
 * The icons a dropdown item may show beside its title, keyed by the name
 * editors type in dropdownItem.icon. The model fixes only the form of the
 * name (lower-case kebab-case); these are the names the seed's FAQ, booking
 * conditions, payment and responsible-travel lists use. Any other name gets
 * an "info" circle, so the titles of a list stay aligned. 24 x 24 strokes in
 * the text colour; decorative (the title says it all).
 */

const drawings: Record<string, ReactNode> = {
  bank: <path d="M3 10h18M4 10l8-6 8 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20.5h18" />,
  'book-open': <path d="M12 6.5C10 5 7 4.5 3 4.5v14c4 0 7 .5 9 2 2-1.5 5-2 9-2v-14c-4 0-7 .5-9 2ZM12 6.5v14" />,
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  'calendar-x': (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M10 13.5l4 4M14 13.5l-4 4" />
    </>
  ),
  'credit-card': (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>
  ),
  edit: <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />,
  handshake: (
    <path d="M2 12l4-5 4 1.5L13 7l4 .5 5 4.5M6 7l-1 7 5.5 5c.7.6 1.7.6 2.3-.1l5.7-6.4M9.5 13.5l3 3M12 11l3.5 3.5M13 7l-4 4c-.6.6-.2 1.6.6 1.6 1.4 0 2.6-.6 3.4-1.6" />
  ),
  passport: (
    <>
      <rect x="5" y="2.5" width="14" height="19" rx="2" />
      <circle cx="12" cy="10" r="3" />
      <path d="M9 17h6" />
    </>
  ),
  paw: (
    <>
      <path d="M12 12.5c-3 0-5 3.2-5 5.3 0 1.4 1.1 2.2 2.5 2.2 1 0 1.7-.5 2.5-.5s1.5.5 2.5.5c1.4 0 2.5-.8 2.5-2.2 0-2.1-2-5.3-5-5.3Z" />
      <circle cx="5.5" cy="10" r="1.8" />
      <circle cx="9.5" cy="5.5" r="1.8" />
      <circle cx="14.5" cy="5.5" r="1.8" />
      <circle cx="18.5" cy="10" r="1.8" />
    </>
  ),
  shield: <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Z" />,
  suitcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  tag: (
    <>
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2.3.6 3.5 2.8 3.5 6" />
    </>
  ),
};

const info = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </>
);

/** The icon drawn for a dropdown item's icon name (an "info" circle for a name the site does not know). */
export function DropdownIcon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-icon={Object.hasOwn(drawings, name) ? name : 'info'}
    >
      {Object.hasOwn(drawings, name) ? drawings[name] : info}
    </svg>
  );
}
