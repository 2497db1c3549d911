'use client';

import { useMachine } from '@xstate/react';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { FormTexts } from '@/lib/i18n/form-texts';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';
import { AI_TOURS_STEPS, aiToursMachine, type AiSearchResult } from '@/machines/ai-tours';
import { Actions, mainButton, secondaryButton } from './buttons';
import { fill } from '@/lib/i18n/template';
import { EDIT_HASH, readAiSearch, saveAiSearch } from './saved-search';
import { searchAiTours } from './search';

export type AiToursTexts = Dictionary['aiSearch'];

// The field's code (the form kit, react-hook-form, zod) is a chunk of its own: the intro and the steps do not
// need it, and it starts loading as soon as the visitor heads for the field.
const loadForm = () => import('./AiToursForm.client');
const AiToursForm = lazy(loadForm);

export type AiToursFlowProps = {
  locale: Locale;
  texts: AiToursTexts;
  formTexts: FormTexts;
  /** The search (default: POST /api/ai-search/); stories and tests give their own. */
  search?: (text: string, locale: Locale) => Promise<AiSearchResult>;
};

/**
 * The AI tours flow (machines/ai-tours.ts): each state of the machine is one
 * panel; the panel's heading takes the focus when the state changes, so a
 * screen reader hears where the visitor is. The text is shown only through
 * React (escaped), and kept in this tab for the results page's 'You asked for'.
 */
export default function AiToursFlow({ locale, texts, formTexts, search = searchAiTours }: AiToursFlowProps) {
  const router = useRouter();
  // The machine is made once: useMachine keeps the first one it gets.
  const [machine] = useState(() =>
    aiToursMachine.provide({
      actors: { search: fromPromise<AiSearchResult, { text: string }>(({ input }) => search(input.text, locale)) },
      actions: {
        redirect: ({ context }, { href }) => {
          saveAiSearch({ text: context.text, href });
          router.push(href);
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const state = snapshot.value;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstPanel = useRef(true);

  // Back from the results' "Edit your search": the field with the text searched before.
  useEffect(() => {
    if (window.location.hash !== EDIT_HASH) return;
    const saved = readAiSearch();
    if (saved) send({ type: 'RESUME', text: saved.text });
  }, [send]);

  // The first panel keeps the page's focus where the browser put it; every later one takes it.
  useEffect(() => {
    if (firstPanel.current) firstPanel.current = false;
    else heading.current?.focus();
  }, [state]);

  const title = (text: string) => (
    <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-neutral-900 focus:outline-none">
      {text}
    </h2>
  );
  // A search that did not end in results: what happened, a hint, and what the visitor can do.
  const setback = (
    attributes: { role?: 'alert'; 'data-testid'?: string },
    heading: string,
    hint: string,
    actions: ReactNode,
  ) => (
    <div {...attributes} className="flex flex-col gap-3">
      {title(heading)}
      <p className="text-neutral-700">{hint}</p>
      <Actions>{actions}</Actions>
    </div>
  );
  const back = (
    <button type="button" className={secondaryButton} onClick={() => send({ type: 'BACK' })}>
      {texts.back}
    </button>
  );
  const toSearch = (
    <button
      type="button"
      className={mainButton}
      data-action="main"
      onPointerEnter={() => void loadForm()}
      onFocus={() => void loadForm()}
      onClick={() => send({ type: 'SEARCH' })}
    >
      {texts.search}
    </button>
  );

  let panel: ReactNode;
  switch (state) {
    case 'intro':
      panel = (
        <>
          {title(texts.introTitle)}
          <p className="text-neutral-700">{texts.intro}</p>
          <Actions>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                void loadForm();
                send({ type: 'START' });
              }}
            >
              {texts.start}
            </button>
            {toSearch}
          </Actions>
        </>
      );
      break;
    case 'step1':
    case 'step2':
    case 'step3': {
      const step = Number(state.slice(-1)) as 1 | 2 | 3;
      panel = (
        <>
          <p className="text-sm font-semibold text-brand">{fill(texts.stepOf, { step, total: AI_TOURS_STEPS })}</p>
          {title(texts[`step${step}Title`])}
          <p className="text-neutral-700">{texts[`step${step}Text`]}</p>
          <Actions>
            {back}
            {step < AI_TOURS_STEPS ? (
              <button type="button" className={secondaryButton} onClick={() => send({ type: 'NEXT' })}>
                {texts.next}
              </button>
            ) : null}
            {toSearch}
          </Actions>
        </>
      );
      break;
    }
    case 'compose':
      panel = (
        <>
          {title(texts.label)}
          <Suspense fallback={<div className="h-40" aria-busy="true" />}>
            <AiToursForm
              texts={texts}
              formTexts={formTexts}
              defaultText={snapshot.context.text}
              onSearch={(text) => send({ type: 'SUBMIT', text })}
              onBack={(text) => send({ type: 'BACK', text })}
            />
          </Suspense>
        </>
      );
      break;
    case 'searching':
    case 'found':
      panel = (
        <div role="status" className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="size-6 animate-spin rounded-full border-4 border-neutral-200 border-t-brand motion-reduce:animate-none"
          />
          {title(state === 'found' ? texts.found : texts.searching)}
        </div>
      );
      break;
    case 'empty':
      panel = setback(
        { 'data-testid': 'ai-tours-empty' },
        texts.noResults,
        texts.noResultsHint,
        <button type="button" className={mainButton} data-action="main" onClick={() => send({ type: 'EDIT' })}>
          {texts.edit}
        </button>,
      );
      break;
    case 'failed':
      panel = setback(
        { role: 'alert' },
        texts.failed,
        texts.failedHint,
        <>
          <button type="button" className={secondaryButton} onClick={() => send({ type: 'EDIT' })}>
            {texts.edit}
          </button>
          <button type="button" className={mainButton} data-action="main" onClick={() => send({ type: 'RETRY' })}>
            {texts.retry}
          </button>
        </>,
      );
      break;
  }

  return (
    <section
      data-testid="ai-tours"
      data-state={state}
      className="flex min-h-72 flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm md:p-8"
    >
      {panel}
    </section>
  );
}
