import type { ReactNode } from 'react';

/*
 * The weather icons the site draws, keyed by the name editors type in
 * weather.icon. The model does not list the allowed names (only their form,
 * lower-case kebab-case); these are its help text's examples ("sun", "cloud",
 * "rain", "snow"), the seed's ("leaf", "cherry-blossom") and a few common
 * ones. Any other name gets a thermometer. 24 x 24, drawn with the text colour.
 */

const cloudLow = 'M6.5 19a3.5 3.5 0 0 1-.4-6.98A5.5 5.5 0 0 1 16.6 10.6 4.25 4.25 0 1 1 17.5 19Z';
const cloudHigh = 'M6.5 15a3.5 3.5 0 0 1-.4-6.98A5.5 5.5 0 0 1 16.6 6.6 4.25 4.25 0 1 1 17.5 15Z';

const drawings = {
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
    </>
  ),
  cloud: <path d={cloudLow} />,
  rain: (
    <>
      <path d={cloudHigh} />
      <path d="M8 18l-1 3M12 18l-1 3M16 18l-1 3" />
    </>
  ),
  storm: (
    <>
      <path d={cloudHigh} />
      <path d="M12.5 16 10 19.5h4L11.5 23" />
    </>
  ),
  snow: <path d="M12 2v20M3.34 7l17.32 10M20.66 7 3.34 17M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5" />,
  wind: <path d="M3 8h10a3 3 0 1 0-3-3M3 12h15a3 3 0 1 1-3 3M3 16h7" />,
  fog: <path d="M4 8h16M3 12h18M5 16h14M8 20h8" />,
  leaf: <path d="M5 19C5 10 10 5 20 4c-1 10-6 15-15 15ZM5 19l7-7" />,
  'cherry-blossom': (
    <>
      <circle cx="12" cy="6.5" r="3.5" />
      <circle cx="17.23" cy="10.3" r="3.5" />
      <circle cx="15.23" cy="16.45" r="3.5" />
      <circle cx="8.77" cy="16.45" r="3.5" />
      <circle cx="6.77" cy="10.3" r="3.5" />
      <circle cx="12" cy="12" r="1.5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

const thermometer = <path d="M14 14.76V4a2 2 0 0 0-4 0v10.76a4 4 0 1 0 4 0Z" />;

export type WeatherIconName = keyof typeof drawings;
export const weatherIconNames = Object.keys(drawings) as WeatherIconName[];

function isWeatherIconName(name: string): name is WeatherIconName {
  return Object.hasOwn(drawings, name);
}

/** A decorative weather icon: screen readers skip it (the card's text says it all). */
export function WeatherIcon({ name, className }: { name: string | null; className?: string }) {
  const known = name !== null && isWeatherIconName(name) ? name : null;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={known ?? 'generic'}
      className={className}
    >
      {known ? drawings[known] : thermometer}
    </svg>
  );
}
