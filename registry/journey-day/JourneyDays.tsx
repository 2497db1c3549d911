import { useId } from 'react';
import { ContentImage } from '@/components/content-image/ContentImage';
import { HeadedList } from '@/components/headed-section/HeadedSection';
import { Markdown } from '@/components/markdown/Markdown';
import type { ModuleContext, ModuleProps } from '@/registry/define';
import styles from './JourneyDays.module.css';
import type { ItineraryItem, JourneyDayItem, journeyDaySchema } from './schema';

/**
 * "Day 1 – Arrival", "Giorni 5-6 – Ritorno", "Day 8": a name that already
 * starts with its own day label (the model's help text asks editors for one,
 * and grouped days such as "Days 5–6" can only be told that way).
 */
const OWN_DAY_LABEL = /^\p{L}+\.?\s+\d+(?:\s*[-–—/]\s*\d+)?(?:\s*[-–—:.]\s|\s*$)/u;

/**
 * The day's heading: the editor's name when it carries its own label, else
 * "Day {n} – {name}" by position, with the spaced en dash the content uses.
 */
export function dayHeading(name: string, number: number, t: ModuleContext['t']): string {
  return OWN_DAY_LABEL.test(name) ? name : `${t('modules.journeyDay.day', { n: number })} – ${name}`;
}

function Stop({ item, t }: { item: ItineraryItem; t: ModuleContext['t'] }) {
  return (
    <li className={item.photo ? styles.withPhoto : undefined}>
      {item.photo ? (
        <ContentImage
          photo={item.photo}
          width={850}
          height={650}
          sizes="(min-width: 1024px) 380px, (min-width: 768px) 38vw, 100vw"
          className="h-auto w-full rounded-lg object-cover"
        />
      ) : null}
      <div>
        <h4 className={styles.stopTitle}>{item.title}</h4>
        {item.description ? <Markdown source={item.description} className="mt-1 text-neutral-700" t={t} /> : null}
      </div>
    </li>
  );
}

function Day({ day, number, t }: { day: JourneyDayItem; number: number; t: ModuleContext['t'] }) {
  const headingId = useId();
  const heading = (
    <h3 id={headingId} className={styles.heading}>
      {dayHeading(day.name, number, t)}
    </h3>
  );
  // A day without stops is just its heading: nothing to open.
  if (day.itinerary.length === 0) return <div className={styles.plain}>{heading}</div>;
  return (
    // The first day is open so the itinerary starts with something to read; the others open on demand, no JS.
    <details open={number === 1} className={styles.day}>
      <summary className={styles.summary}>
        {heading}
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.chevron}>
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <ul aria-labelledby={headingId} className={styles.stops}>
        {day.itinerary.map((item) => (
          <Stop key={item.sys.id} item={item} t={t} />
        ))}
      </ul>
    </details>
  );
}

/** A special journey day by day: an ordered list of days, each with its stops and activities. */
export function JourneyDays({ data, context: { t } }: ModuleProps<typeof journeyDaySchema>) {
  return (
    <HeadedList
      heading={t('modules.journeyDay.heading')}
      ordered
      className="mx-auto w-full max-w-5xl px-4"
      listClassName="mt-6 space-y-4"
    >
      {data.items.map((day, index) => (
        <li key={day.sys.id}>
          <Day day={day} number={index + 1} t={t} />
        </li>
      ))}
    </HeadedList>
  );
}
