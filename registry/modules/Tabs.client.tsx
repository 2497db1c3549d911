'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs after the WAI-ARIA pattern (automatic activation): the arrow keys move
 * to the previous/next tab (wrapping), Home/End to the first/last, and the
 * focused tab is shown; only the selected tab is in the Tab order (roving
 * tabindex). Every panel is rendered on the server and passed in, but only
 * the selected one goes into the HTML: an inactive panel stays an empty
 * `hidden` element until it is first opened (then it is kept), so a page with
 * three tabs of package cards parses, lays out and hydrates one tab's worth.
 * The tab buttons need JavaScript anyway, so nothing is lost without it.
 */
export function Tabs({ label, tabs, panels }: { label: string; tabs: readonly string[]; panels: readonly ReactNode[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const last = tabs.length - 1;

  function show(index: number) {
    setSelected(index);
    setOpened((before) => (before.has(index) ? before : new Set(before).add(index)));
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

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="scroll-row -mx-1 flex gap-2 px-1 py-1">
        {tabs.map((name, index) => (
          <button
            key={`${index}-${name}`}
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
            className="shrink-0 rounded-full border border-current px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current aria-selected:bg-brand aria-selected:border-brand aria-selected:text-white"
          >
            {name}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={`${index}-${tabs[index]}`}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className="mt-6 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-current"
        >
          {opened.has(index) ? panel : null}
        </div>
      ))}
    </div>
  );
}
