import { IntentLink } from '@/components/content-link/IntentLink.client';
import { useId } from 'react';
import { limits } from '@/lib/content/model';
import { ContentImage } from '@/components/content-image/ContentImage';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/i18n/translate';
import type { ModuleProps } from '@/registry/define';
import { href } from '@/lib/routes/href';
import type { LoopSliderContinent, loopSliderSchema } from './schema';
import { LoopCopy } from './LoopCopy.client';
import styles from './LoopSlider.module.css';

/** Seconds a card takes to cross its own width: the same speed whatever the number of continents. */
const SECONDS_PER_CARD = 6;

/**
 * How many times the list repeats in each half of the track, so that a half
 * (cards of 16rem + 1rem gap) is wider than the module (max-w-7xl, 80rem) and
 * no gap opens at the end of the strip: five cards, the model's maximum, are.
 */
function repeatsPerHalf(cards: number): number {
  return Math.ceil(limits.loopSliderContinents / cards);
}

/** "12 countries" / "1 country": the dictionaries hold the one and other forms, Intl chooses. */
function countriesLabel(count: number, locale: Locale, t: Translate): string {
  // pt-PT, not pt-BR, counts 0 as plural; every other category (e.g. "many" for millions) reads as "other".
  const category = new Intl.PluralRules(localeInfo[locale].iso).select(count) === 'one' ? 'one' : 'other';
  return t(`modules.loopSlider.countries.${category}`, { count });
}

type Card = LoopSliderContinent & { href: string; countriesLabel: string | null };

function ContinentCard({ card }: { card: Card }) {
  return (
    <IntentLink href={card.href} className={styles.card}>
      {card.photo ? (
        // Decorative: the continent's name follows as the link's text.
        <ContentImage photo={card.photo} alt="" width={256} height={196} className={styles.photo} />
      ) : (
        <div className={styles.noPhoto} />
      )}
      <span className={styles.name}>{card.name}</span>{' '}
      {/* Kept when empty (one line high), so every card has the same height. */}
      <span className={styles.countries}>{card.countriesLabel}</span>
    </IntentLink>
  );
}

/**
 * Continents on an endless strip, each with its photo and number of countries,
 * linking to its destination page. The loop is CSS (LoopSlider.module.css)
 * over the list and its copy, which the browser makes (LoopCopy.client.tsx):
 * paused under the pointer, on keyboard focus and with its pause switch, and
 * a still, scrollable row for visitors who ask for reduced motion.
 */
export function LoopSlider({ data, context: { locale, t } }: ModuleProps<typeof loopSliderSchema>) {
  const headingId = useId();
  const cards: Card[] = data.continents.map((continent) => ({
    ...continent,
    href: href(locale, 'destinationByContinent', { continent: continent.slug, id: continent.id }),
    // A continent no country names yet shows no count rather than "0 countries".
    countriesLabel: continent.countries > 0 ? countriesLabel(continent.countries, locale, t) : null,
  }));
  const repeats = repeatsPerHalf(cards.length);
  return (
    <section className={`${styles.slider} mx-auto max-w-7xl px-4`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id={headingId} className="text-2xl font-bold">
          {data.title}
        </h2>
        <label className={`${styles.pauseControl} min-h-6 cursor-pointer items-center gap-2 text-sm text-neutral-700`}>
          <input type="checkbox" className={`${styles.pause} size-4 accent-brand-dark`} />
          {t('modules.loopSlider.pause')}
        </label>
      </div>
      {/* The padding keeps the focus outline of the first and last cards inside the clipped strip. */}
      <div className={`${styles.viewport} mt-4 px-1 py-2`}>
        <div
          className={`${styles.track} flex w-max`}
          style={{ animationDuration: `${repeats * cards.length * SECONDS_PER_CARD}s` }}
        >
          <ul aria-labelledby={headingId} className="flex gap-4 pr-4">
            {cards.map((card, index) => (
              // The same continent may be added twice: the position keeps keys unique.
              <li key={`${card.id}:${index}`}>
                <ContinentCard card={card} />
              </li>
            ))}
          </ul>
          {/* The track's second half repeats its first: the list (once in the first half) plus the copy. */}
          <LoopCopy times={repeats * 2 - 1} className={`${styles.copy} gap-4 pr-4`} />
        </div>
      </div>
    </section>
  );
}
