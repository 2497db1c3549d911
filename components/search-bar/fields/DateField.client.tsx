'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import { enGB, es, it, pt } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useController } from 'react-hook-form';
import { useField, useKitTexts } from '@/components/forms/FormKit.client';
import { intlLocale, type Locale } from '@/lib/i18n/locales';

/** The calendar's language and week start per site language (date-fns locales: Monday first in all four). */
const calendarLocales = { en: enGB, it, pt, es } as const satisfies Record<Locale, unknown>;

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day as the schemas take it, `YYYY-MM-DD`, in the visitor's own time zone. */
export const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** `YYYY-MM-DD` as a local date at noon (no time zone can move it to another day). */
export const dayOf = (value: string): Date | undefined =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : undefined;

/** Half-hour steps of a day, for the pick-up and drop-off times. */
const times = Array.from({ length: 48 }, (_, index) => `${pad(Math.floor(index / 2))}:${index % 2 ? '30' : '00'}`);
const DEFAULT_TIME = '10:00';

/**
 * A date, or a date and a time (`withTime`: `YYYY-MM-DDTHH:MM`, what
 * datetime-local gives), chosen from a calendar (react-day-picker) in the
 * page's language with its week start. The calendar opens under the field's
 * button; arrow keys move by day and week, Page Up/Down by month, Enter
 * chooses, Escape closes and gives the focus back to the button. Days
 * before today cannot be chosen.
 */
export function DateField({
  name,
  label,
  locale,
  withTime = false,
}: {
  name: string;
  label: string;
  locale: Locale;
  withTime?: boolean;
}) {
  const texts = useKitTexts();
  const { field: control } = useController({ name });
  const field = useField(name, label);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const value = typeof control.value === 'string' ? control.value : '';
  const [day = '', time = ''] = value.split('T');
  const selected = dayOf(day);
  const today = new Date();
  const shown = selected
    ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(selected)
    : texts.search.chooseDate;
  const write = (nextDay: string, nextTime: string) =>
    control.onChange(withTime && nextDay ? `${nextDay}T${nextTime || DEFAULT_TIME}` : nextDay);

  const close = () => {
    setOpen(false);
    control.onBlur();
    button.current?.focus();
  };
  // Left for another field (Tab, or a press elsewhere): the calendar, drawn over the form below it, goes away too.
  const wrapper = useRef<HTMLDivElement>(null);
  const { onBlur } = control;
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (event.target instanceof Node && wrapper.current?.contains(event.target)) return;
      setOpen(false);
      onBlur();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open, onBlur]);
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    // Focus to nothing (a press on the calendar's own background) is not leaving it.
    if (!open || !(event.relatedTarget instanceof Node) || event.currentTarget.contains(event.relatedTarget)) return;
    setOpen(false);
    onBlur();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The calendar's own Escape: a dialog around the form (the phone sheet) stays open.
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  return (
    <div ref={wrapper} onBlur={leave} className="relative flex flex-col gap-1">
      <span id={`${ids}-label`} className="text-sm font-semibold text-neutral-900">
        {label}
      </span>
      <div className="flex gap-2">
        <button
          ref={button}
          type="button"
          {...field.input}
          aria-labelledby={`${ids}-label ${ids}-value`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? `${ids}-calendar` : undefined}
          onClick={() => (open ? close() : setOpen(true))}
          onBlur={() => (open ? undefined : control.onBlur())}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-neutral-300 bg-white px-3 text-left text-base text-neutral-900 aria-invalid:border-red-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
        >
          <span id={`${ids}-value`} className={selected ? '' : 'text-neutral-600'}>
            {shown}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
        {withTime ? (
          <>
            <label htmlFor={`${ids}-time`} className="sr-only">
              {`${label}: ${texts.search.time}`}
            </label>
            <select
              id={`${ids}-time`}
              value={time || DEFAULT_TIME}
              onChange={(event) => write(day, event.target.value)}
              className="min-h-11 rounded-lg border border-neutral-300 bg-white px-2 text-base text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand"
            >
              {times.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </div>
      {field.parts.message}
      {open ? (
        <div
          id={`${ids}-calendar`}
          role="dialog"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="z-40 mt-1 w-fit rounded-xl border border-neutral-200 bg-white p-2 shadow-lg md:absolute md:top-full md:left-0"
          style={
            {
              '--rdp-accent-color': 'var(--color-brand)',
              '--rdp-accent-background-color': '#fdecec',
            } as React.CSSProperties
          }
        >
          <DayPicker
            mode="single"
            autoFocus
            locale={calendarLocales[locale]}
            selected={selected}
            defaultMonth={selected ?? today}
            startMonth={today}
            disabled={{ before: today }}
            onSelect={(date) => {
              if (date) write(isoDay(date), time);
              close();
            }}
          />
          <button
            type="button"
            onClick={close}
            className="mt-1 min-h-11 w-full rounded-lg text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
          >
            {texts.search.closeCalendar}
          </button>
        </div>
      ) : null}
    </div>
  );
}
