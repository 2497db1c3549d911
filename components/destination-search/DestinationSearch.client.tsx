'use client';

import { useRouter } from 'next/navigation';
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  DESTINATION_SEARCH_DEBOUNCE_MS,
  DESTINATION_SEARCH_MIN_LENGTH,
  type DestinationOption,
} from '@/lib/content/destination-search';
import type { Locale } from '@/lib/i18n/locales';
import styles from './DestinationSearch.module.css';

// urql and the query load when the visitor first focuses the field, not with the page.
const DestinationSearchQuery = lazy(() => import('./DestinationSearchQuery.client'));

export type DestinationSearchLabels = {
  label: string;
  placeholder: string;
  /** "{{count}} destinations found": the count is filled in here. */
  results: string;
  noResults: string;
  failed: string;
};

/** An option's element id in the list of the combobox `id`. */
const optionIdOf = (id: string, index: number) => `${id}-option-${index}`;

/**
 * Destination search by name (SPEC section 7): a WAI-ARIA combobox whose
 * options are the areas, countries, cities and superareas whose name or
 * other spellings contain what the visitor types, in the page's language.
 * Arrow keys move through the options, Enter opens the chosen destination's
 * page, Escape closes the list (a second Escape clears the field); the number
 * of results is announced.
 */
export function DestinationSearch({
  url,
  token,
  locale,
  labels,
  className = '',
  onNavigate,
  field,
}: {
  url: string;
  token: string;
  locale: Locale;
  labels: DestinationSearchLabels;
  className?: string;
  /** Called when a choice navigates (the phone menu closes). */
  onNavigate?: () => void;
  /**
   * As a search form's field: a choice is handed to `onChoose` instead of
   * opening the destination's page, the input takes the form's id and ARIA
   * attributes, and the label is the form's (outside this component).
   */
  field?: {
    id: string;
    initialText: string;
    onChoose: (option: DestinationOption) => void;
    /** What the field holds after each key (an earlier choice is undone by typing). */
    onType: (text: string) => void;
    onBlur: () => void;
    inputProps: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  };
}) {
  const router = useRouter();
  const ownId = useId();
  const id = field?.id ?? ownId;
  const listId = `${id}-list`;
  const [text, setText] = useState(field?.initialText ?? '');
  const [search, setSearch] = useState('');
  const [engaged, setEngaged] = useState(false);
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<{ search: string; options: DestinationOption[]; failed: boolean } | null>(null);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const trimmed = text.trim();
    const timer = window.setTimeout(
      () => setSearch(trimmed.length >= DESTINATION_SEARCH_MIN_LENGTH ? trimmed : ''),
      DESTINATION_SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text]);

  const onAnswer = useCallback(
    (next: { search: string; options: DestinationOption[] } | { search: string; failed: true }) => {
      setAnswer('failed' in next ? { search: next.search, options: [], failed: true } : { ...next, failed: false });
      setActive(-1);
    },
    [],
  );

  // Only the answer to what the field asks now is shown.
  const current = answer && search !== '' && answer.search === search ? answer : null;
  const options = current?.options ?? [];
  // Expanded only while there is a list to see ("nothing found" is said by the live status, not by an empty list).
  const expanded = open && options.length > 0;
  const status = !current
    ? ''
    : current.failed
      ? labels.failed
      : options.length === 0
        ? labels.noResults
        : labels.results.replace('{{count}}', String(options.length));

  function choose(option: DestinationOption) {
    setOpen(false);
    setText(option.name);
    if (field) {
      field.onChoose(option);
      return;
    }
    onNavigate?.();
    router.push(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const last = options.length - 1;
      // Down from the last option, or up from the first, wraps round.
      setActive((index) =>
        event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
    } else if (event.key === 'Enter') {
      const option = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (expanded && option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      // Handled here: a dialog around the field (the phone menu) must not close too.
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text !== '') {
        event.preventDefault();
        setText('');
        field?.onType('');
      }
    }
  }

  const optionId = (index: number) => optionIdOf(id, index);

  // The option the arrows reach is scrolled into the list's view (it shows about six of up to twenty).
  useEffect(() => {
    if (expanded && active >= 0)
      document.getElementById(optionIdOf(id, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active, id]);

  return (
    <div className={`relative ${className}`}>
      {field ? null : (
        <label htmlFor={`${id}-input`} className="sr-only">
          {labels.label}
        </label>
      )}
      <input
        ref={input}
        id={field ? id : `${id}-input`}
        {...field?.inputProps}
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={labels.placeholder}
        value={text}
        onFocus={() => setEngaged(true)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          // Typing again undoes a choice: the field holds a destination only once one is chosen.
          field?.onType(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          field?.onBlur();
        }}
        className={styles.input}
      />
      {engaged ? (
        <Suspense fallback={null}>
          {search ? (
            <DestinationSearchQuery url={url} token={token} locale={locale} search={search} onAnswer={onAnswer} />
          ) : null}
        </Suspense>
      ) : null}
      <ul id={listId} role="listbox" aria-label={labels.label} hidden={!expanded} className={styles.list}>
        {options.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the field, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className="flex min-h-11 cursor-pointer flex-col justify-center px-4 py-1 text-neutral-900 aria-selected:bg-neutral-100 hover:bg-neutral-100"
          >
            <span className="font-semibold">{option.name}</span>
            {option.within ? <span className="text-sm text-neutral-600">{option.within}</span> : null}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {open ? status : ''}
      </p>
    </div>
  );
}
