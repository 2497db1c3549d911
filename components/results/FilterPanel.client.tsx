'use client';

import {
  useEffect,
  useId,
  useOptimistic,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { listFilters, parseResultsQuery, resultsQuery, type ListFilter, type ResultsState } from '@/lib/results/query';
import { durationKeys, type DurationRange } from '@/schemas/durations';
import styles from './FilterPanel.module.css';
import { useResultsNavigation } from './ResultsTransition.client';

/**
 * One checkbox of a list filter: its label with its count ("Italy (5)"), and `disabled` when no package would be
 * left with it and it is not chosen. Nothing else: the options travel in the results page's payload, 57 of them
 * in the UK (the page weight).
 */
export type PanelOption = { slug: string; label: string; disabled?: true };

export type FilterPanelLabels = {
  toggle: string;
  budget: string;
  budgetHint: string | null;
  minPrice: string;
  maxPrice: string;
  month: string;
  anyMonth: string;
  months: readonly string[];
  duration: string;
  anyDuration: string;
  durations: Record<DurationRange, string>;
  lists: Record<ListFilter, string>;
  apply: string;
  clear: string;
};

export type FilterPanelProps = {
  /** The results address without its query: the form's action. */
  action: string;
  state: ResultsState;
  options: Record<ListFilter, PanelOption[]>;
  /** By country, "any month" is a choice of its own (`month=any`); without it the page asks for a month. */
  monthChoiceRequired: boolean;
  clearHref: string;
  labels: FilterPanelLabels;
};

/**
 * What the panel of the next results takes over from the panel that asked for
 * them (each results address is a page of its own, and the one that asked is
 * hidden when the next one shows): whether it was open (the fold on phones),
 * the control that had the focus, and budget text not applied yet. Written
 * when a change leaves, kept up to date while the results load, taken by the
 * panel of that address when it mounts.
 */
type Carried = { href: string; open: boolean; focus: string | null; min?: string; max?: string };
const carried: { current: Carried | null } = { current: null };

/**
 * A selector that finds the same control in another page's panel: its name, and its value for a checkbox or radio
 * (the sort menu, outside the form but one of its controls, included); the form's submit button.
 */
function controlSelector(element: EventTarget | null): string | null {
  if (element instanceof HTMLButtonElement && element.type === 'submit' && element.form) return 'button[type="submit"]';
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name) return null;
  const named = `[name=${JSON.stringify(element.name)}]`;
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
    ? `${named}[value=${JSON.stringify(element.value)}]`
    : named;
}

/** A group below the first: the rule is on a wrapper, since a legend sits on its fieldset's own border. */
const section = 'border-t border-neutral-200 pt-4';
const fieldset = 'flex flex-col gap-2';
const legend = 'mb-1 text-sm font-bold text-neutral-900';

/**
 * The results' filters (SPEC section 3: budget per person, desired places,
 * interests; with categories, product types, month and duration). An HTML
 * form with GET, so it works without JavaScript; with it, every change
 * applies at once (the budget when its fields are left or Enter is pressed),
 * through the results transition. The inputs follow the address: Back and
 * Forward show the filters of the results they show.
 */
export function FilterPanel({
  action,
  state: shown,
  options,
  monthChoiceRequired,
  clearHref,
  labels,
}: FilterPanelProps) {
  const { navigate, change, formId } = useResultsNavigation();
  // The visitor's change shows at once; the address and the list follow.
  const [state, setState] = useOptimistic(shown);
  // This page's own address: a hand-over naming it is for this panel; one naming another is this panel's, on its way.
  const own = `${action}${resultsQuery(shown)}`;
  // Arrived from another results page's panel: carry on where the visitor was (read once, at mount, in the browser).
  const [taken] = useState(() => (carried.current?.href === own ? carried.current : null));
  const [open, setOpen] = useState(taken?.open ?? false);
  const id = useId();
  const formElement = useRef<HTMLFormElement>(null);
  // What the visitor typed in the budget fields, until it is applied; a new state from the address resets it.
  const [budget, setBudget] = useState({
    for: shown,
    min: taken?.min ?? shown.min?.toString() ?? '',
    max: taken?.max ?? shown.max?.toString() ?? '',
  });
  if (budget.for !== shown)
    setBudget({ for: shown, min: shown.min?.toString() ?? '', max: shown.max?.toString() ?? '' });
  // Once: a page shown again by Back runs its effects again, and must not take the focus.
  const arrival = useRef(taken);
  useEffect(() => {
    const from = arrival.current;
    arrival.current = null;
    if (!from) return;
    if (carried.current === from) carried.current = null;
    const form = formElement.current;
    // In the form, or one of its controls placed elsewhere on the page (the sort menu, `form=` the form's id).
    const control =
      from.focus && form
        ? (form.querySelector<HTMLElement>(from.focus) ??
          document.querySelector<HTMLElement>(`[form=${JSON.stringify(form.id)}]${from.focus}`))
        : null;
    control?.focus({ preventScroll: true });
  }, []);

  // Only while this panel's change loads (the hand-over names another address): the visitor goes on meanwhile.
  const carry = (update: Partial<Carried>) => {
    if (carried.current && carried.current.href !== own) carried.current = { ...carried.current, ...update };
  };
  const go = (partial: Partial<ResultsState>) =>
    change(partial, {
      optimistic: (next, href) => {
        setState(next);
        carried.current = {
          href,
          open,
          focus: controlSelector(document.activeElement),
          min: budget.min,
          max: budget.max,
        };
      },
    });
  const applyBudget = () => {
    const read = parseResultsQuery(new URLSearchParams({ min: budget.min, max: budget.max })).state;
    if (read.min !== state.min || read.max !== state.max) go({ min: read.min, max: read.max });
  };
  const toggle = (key: ListFilter, slug: string, on: boolean) =>
    go({ [key]: on ? [...state[key], slug] : state[key].filter((value) => value !== slug) });
  // Applied when the budget is left, not when the visitor moves from one of its fields to the other: the new results
  // are another page, whose empty field would take the place of the one being typed in.
  const leaveBudget = (event: FocusEvent<HTMLInputElement>) => {
    const into = event.relatedTarget;
    if (into instanceof Node && event.currentTarget.closest('fieldset')?.contains(into)) return;
    applyBudget();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyBudget();
  };

  const active =
    listFilters.reduce((sum, key) => sum + state[key].length, 0) +
    Number(state.min !== null || state.max !== null) +
    Number(state.duration !== null);

  return (
    <div className="flex flex-col gap-3">
      {/* Below lg the form folds behind the button, which needs JavaScript: without it, the form is shown and the button is not. */}
      <noscript>
        <style>{'[data-results-filters]{display:flex}[data-results-filters-toggle]{display:none}'}</style>
      </noscript>
      <button
        type="button"
        data-results-filters-toggle=""
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => {
          setOpen(!open);
          carry({ open: !open });
        }}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-neutral-300 px-5 font-semibold text-neutral-900 lg:hidden"
      >
        {labels.toggle.replace('{{count}}', String(active))}
      </button>
      <form
        ref={formElement}
        id={formId}
        data-results-filters=""
        method="get"
        action={action}
        onSubmit={onSubmit}
        onFocus={(event) => carry({ focus: controlSelector(event.target) })}
        className={`${open ? 'flex' : 'hidden'} flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 lg:flex`}
      >
        {state.section ? <input type="hidden" name="section" value={state.section} /> : null}
        {state.destination ? <input type="hidden" name="destination" value={state.destination} /> : null}

        <fieldset className="flex flex-col gap-2">
          <legend className={legend}>{labels.budget}</legend>
          {labels.budgetHint ? (
            <p id={`${id}-budget-hint`} className="text-xs text-neutral-600">
              {labels.budgetHint}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            {(['min', 'max'] as const).map((key) => (
              <label key={key} className="flex flex-col gap-1 text-sm text-neutral-800">
                {key === 'min' ? labels.minPrice : labels.maxPrice}
                <input
                  type="number"
                  name={key}
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={budget[key]}
                  aria-describedby={labels.budgetHint ? `${id}-budget-hint` : undefined}
                  onChange={(event) => {
                    setBudget({ ...budget, [key]: event.target.value });
                    carry({ [key]: event.target.value });
                  }}
                  onBlur={leaveBudget}
                  className="min-h-11 w-full rounded-lg border border-neutral-300 px-3 text-base"
                />
              </label>
            ))}
          </div>
        </fieldset>

        <div className={`${section} ${fieldset}`}>
          <label htmlFor={`${id}-month`} className={legend}>
            {labels.month}
          </label>
          <select
            id={`${id}-month`}
            name="month"
            value={state.month === null ? '' : String(state.month)}
            onChange={(event) =>
              go({
                month:
                  event.target.value === '' ? null : event.target.value === 'any' ? 'any' : Number(event.target.value),
              })
            }
            className="min-h-11 rounded-lg border border-neutral-300 bg-white px-3 text-base"
          >
            <option value={monthChoiceRequired ? 'any' : ''}>{labels.anyMonth}</option>
            {labels.months.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>

        <div className={section}>
          <fieldset className={fieldset}>
            <legend className={legend}>{labels.duration}</legend>
            {[null, ...durationKeys].map((key) => (
              <label key={key ?? 'any'} className={styles.choice}>
                <input
                  type="radio"
                  name="duration"
                  value={key ?? ''}
                  checked={state.duration === key}
                  onChange={() => go({ duration: key })}
                  className={styles.control}
                />
                {key ? labels.durations[key] : labels.anyDuration}
              </label>
            ))}
          </fieldset>
        </div>

        {listFilters.map((key) =>
          options[key].length > 0 ? (
            <CheckboxGroup key={key} legendText={labels.lists[key]}>
              {options[key].map((option) => (
                <label key={option.slug} className={styles.choice}>
                  <input
                    type="checkbox"
                    name={key}
                    value={option.slug}
                    checked={state[key].includes(option.slug)}
                    disabled={option.disabled}
                    onChange={(event) => toggle(key, option.slug, event.target.checked)}
                    className={styles.control}
                  />
                  {option.label}
                </label>
              ))}
            </CheckboxGroup>
          ) : null,
        )}

        <div className="flex flex-wrap items-center gap-3 border-t border-neutral-200 pt-4">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
          >
            {labels.apply}
          </button>
          <a
            href={clearHref}
            onClick={(event) => {
              event.preventDefault();
              navigate(clearHref);
            }}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-neutral-800 underline underline-offset-4 hover:text-brand"
          >
            {labels.clear}
          </a>
        </div>
      </form>
    </div>
  );
}

function CheckboxGroup({ legendText, children }: { legendText: string; children: ReactNode }) {
  return (
    <div className={section}>
      <fieldset className={fieldset}>
        <legend className={legend}>{legendText}</legend>
        {children}
      </fieldset>
    </div>
  );
}

/** The order of the results: a menu of the filter form, placed above the list. */
export function SortSelect({
  label,
  value,
  options,
}: {
  label: string;
  value: ResultsState['sort'];
  /** Each order and its label (without JavaScript the menu is sent with the filter form). */
  options: ReadonlyArray<{ value: ResultsState['sort']; label: string }>;
}) {
  const { change, formId } = useResultsNavigation();
  const [current, setCurrent] = useOptimistic(value);
  const id = useId();
  return (
    <div className="flex max-w-full min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-neutral-800">
        {label}
      </label>
      <select
        id={id}
        name="sort"
        form={formId}
        value={current}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          const menu = event.currentTarget;
          if (chosen)
            change(
              { sort: chosen.value },
              {
                optimistic: (_next, href) => {
                  setCurrent(chosen.value);
                  // The next results' page takes the focus back to its own menu (the panel there starts folded).
                  carried.current = { href, open: false, focus: controlSelector(menu) };
                },
              },
            );
        }}
        className="min-h-11 min-w-0 rounded-lg border border-neutral-300 bg-white px-3 text-base"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
