'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { RetryAlert } from '@/components/retry-alert/RetryAlert';
import styles from './Tabs.module.css';

/** How a panel not sent with the page is asked for when its tab opens, and what the panel says meanwhile. */
export type PanelLoad = {
  /** The panel of a tab, by its id (a server action bound to the page and the module); null when it is gone. */
  panel: (tabId: string) => Promise<ReactNode>;
  loading: string;
  failed: string;
  retry: string;
};

/**
 * Tabs after the WAI-ARIA pattern (automatic activation): the arrow keys move
 * to the previous/next tab (wrapping), Home/End to the first/last, and the
 * focused tab is shown; only the selected tab is in the Tab order (roving
 * tabindex). Only the selected panel goes into the HTML: an inactive panel
 * stays an empty `hidden` element until it is first opened (then it is kept),
 * so a page with three tabs of package cards parses, lays out and hydrates
 * one tab's worth. With `load`, `panels` holds the first tab's panel only and
 * the others are asked of the server when their tab is first pointed at or
 * opened (they are not in the page's payload either); a failed request says
 * so in the panel, with a button to ask again. The tab buttons need
 * JavaScript anyway, so nothing is lost without it.
 */
export function Tabs({
  label,
  tabs,
  panels,
  load,
}: {
  label: string;
  tabs: readonly { id: string; name: string }[];
  /** The panels rendered with the page, from the first tab on: all of them without `load`. */
  panels: readonly ReactNode[];
  load?: PanelLoad;
}) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [fetched, setFetched] = useState<ReadonlyMap<number, ReactNode>>(() => new Map());
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const asked = useRef(new Set<number>());
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const last = tabs.length - 1;

  function fetchPanel(index: number) {
    const tab = tabs[index];
    if (!load || !tab || index < panels.length || asked.current.has(index)) return;
    asked.current.add(index);
    setFailed((before) => (before.has(index) ? new Set([...before].filter((other) => other !== index)) : before));
    load
      .panel(tab.id)
      .then((panel) => {
        if (panel === null || panel === undefined) throw new Error(`The panel of tab ${tab.id} is gone`);
        setFetched((before) => new Map(before).set(index, panel));
      })
      .catch(() => {
        asked.current.delete(index);
        setFailed((before) => new Set(before).add(index));
      });
  }

  function show(index: number) {
    setSelected(index);
    setOpened((before) => (before.has(index) ? before : new Set(before).add(index)));
    fetchPanel(index);
  }

  function select(index: number) {
    show(index);
    buttons.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const targets: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  /** A panel not sent with the page and not there yet: asked for and awaited. */
  const waiting = (index: number) => index >= panels.length && !!load && !fetched.has(index) && !failed.has(index);

  function panelOf(index: number): ReactNode {
    if (index < panels.length) return panels[index];
    if (!load) return null;
    if (fetched.has(index)) return fetched.get(index);
    if (failed.has(index)) {
      return <RetryAlert message={load.failed} retry={load.retry} onRetry={() => fetchPanel(index)} className="py-6" />;
    }
    return <p className="py-6 text-neutral-700">{load.loading}</p>;
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="scroll-row -mx-1 flex gap-2 px-1 py-1">
        {tabs.map((tab, index) => (
          <button
            // The same tab may be linked twice: the position keeps keys unique.
            key={`${index}-${tab.id}`}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => show(index)}
            // Pointed at: the panel is asked for before the click lands.
            onPointerEnter={() => fetchPanel(index)}
            className={styles.tab}
          >
            {tab.name}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={`${index}-${tab.id}`}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          aria-busy={(opened.has(index) && waiting(index)) || undefined}
          hidden={index !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {opened.has(index) ? panelOf(index) : null}
        </div>
      ))}
    </div>
  );
}
