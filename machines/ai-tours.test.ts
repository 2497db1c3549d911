import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { AI_TOURS_DEADLINE_MS, aiToursMachine, type AiSearchResult, type AiToursEvent } from './ai-tours';

const TEXT = 'A week in Tuscany in September';

function start({
  answer = async () => ({ href: '/en/results/packages/?destination=tuscany', count: 3 }),
}: { answer?: (text: string) => Promise<AiSearchResult> } = {}) {
  const redirects: string[] = [];
  const searched: string[] = [];
  const machine = aiToursMachine.provide({
    actors: {
      search: fromPromise<AiSearchResult, { text: string }>(({ input }) => {
        searched.push(input.text);
        return answer(input.text);
      }),
    },
    actions: { redirect: (_, params) => void redirects.push(params.href) },
  });
  const actor = createActor(machine).start();
  const send = (...events: AiToursEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, send, redirects, searched, state: () => actor.getSnapshot().value };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('aiToursMachine: the intro and the three steps', () => {
  it('starts on the intro and walks forward through the steps to the field', () => {
    const { send, state } = start();
    expect(state()).toBe('intro');
    send({ type: 'START' });
    expect(state()).toBe('step1');
    send({ type: 'NEXT' });
    expect(state()).toBe('step2');
    send({ type: 'NEXT' });
    expect(state()).toBe('step3');
    send({ type: 'NEXT' });
    expect(state()).toBe('compose');
  });

  it('goes back one step at a time, from the field to the intro', () => {
    const { send, state } = start();
    send({ type: 'START' }, { type: 'NEXT' }, { type: 'NEXT' }, { type: 'NEXT' });
    const seen: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      send({ type: 'BACK' });
      seen.push(state());
    }
    expect(seen).toEqual(['step3', 'step2', 'step1', 'intro']);
  });

  it('keeps what the field holds when the visitor goes back from it, and shows it again there', () => {
    const { send, state, actor } = start();
    send({ type: 'SEARCH' }, { type: 'BACK', text: 'Half a thought ' });
    expect(state()).toBe('step3');
    expect(actor.getSnapshot().context.text).toBe('Half a thought ');
    send({ type: 'SEARCH' });
    expect(state()).toBe('compose');
    expect(actor.getSnapshot().context.text).toBe('Half a thought ');
    // Back without a text (the steps' own Back) changes nothing.
    send({ type: 'BACK' });
    expect(actor.getSnapshot().context.text).toBe('Half a thought ');
  });

  it.each(['intro', 'step1', 'step2', 'step3'] as const)('Search on %s goes straight to the field', (from) => {
    const { send, state } = start();
    const path: Record<typeof from, AiToursEvent[]> = {
      intro: [],
      step1: [{ type: 'START' }],
      step2: [{ type: 'START' }, { type: 'NEXT' }],
      step3: [{ type: 'START' }, { type: 'NEXT' }, { type: 'NEXT' }],
    };
    send(...path[from]);
    expect(state()).toBe(from);
    send({ type: 'SEARCH' });
    expect(state()).toBe('compose');
  });

  it('ignores events that do not belong to a state', () => {
    const { send, state } = start();
    send({ type: 'NEXT' }, { type: 'BACK' }, { type: 'SUBMIT', text: TEXT }, { type: 'RETRY' }, { type: 'EDIT' });
    expect(state()).toBe('intro');
  });
});

describe('aiToursMachine: the search', () => {
  it('refuses a text shorter than 10 or longer than 255 characters (after trimming)', () => {
    const { send, state, searched } = start();
    send({ type: 'SEARCH' }, { type: 'SUBMIT', text: '   too short   ' }, { type: 'SUBMIT', text: 'x'.repeat(256) });
    expect(state()).toBe('compose');
    expect(searched).toEqual([]);
  });

  it('searches the trimmed text, then redirects to the results it found', async () => {
    const { send, state, searched, redirects, actor } = start();
    send({ type: 'SEARCH' }, { type: 'SUBMIT', text: `  ${TEXT}  ` });
    expect(state()).toBe('searching');
    await settle();
    expect(searched).toEqual([TEXT]);
    expect(state()).toBe('found');
    expect(actor.getSnapshot().status).toBe('done');
    expect(redirects).toEqual(['/en/results/packages/?destination=tuscany']);
  });

  it('shows the empty state when nothing matches, and goes back to the field with the text on Edit or Back', async () => {
    const { send, state, redirects, actor } = start({
      answer: async () => ({ href: '/en/results/packages/?destination=kenya', count: 0 }),
    });
    send({ type: 'SEARCH' }, { type: 'SUBMIT', text: TEXT });
    await settle();
    expect(state()).toBe('empty');
    expect(redirects).toEqual([]);
    send({ type: 'EDIT' });
    expect(state()).toBe('compose');
    expect(actor.getSnapshot().context.text).toBe(TEXT);
    send({ type: 'SUBMIT', text: TEXT });
    await settle();
    send({ type: 'BACK' });
    expect(state()).toBe('compose');
  });

  it('fails when the search fails; Retry searches again, Edit and Back return to the field', async () => {
    let fail = true;
    const { send, state, searched } = start({
      answer: async () => {
        if (fail) throw new Error('offline');
        return { href: '/en/results/packages/', count: 2 };
      },
    });
    send({ type: 'SEARCH' }, { type: 'SUBMIT', text: TEXT });
    await settle();
    expect(state()).toBe('failed');
    send({ type: 'EDIT' });
    expect(state()).toBe('compose');
    send({ type: 'SUBMIT', text: TEXT });
    await settle();
    send({ type: 'BACK' });
    expect(state()).toBe('compose');
    send({ type: 'SUBMIT', text: TEXT });
    await settle();
    fail = false;
    send({ type: 'RETRY' });
    expect(state()).toBe('searching');
    await settle();
    expect(state()).toBe('found');
    expect(searched).toHaveLength(4);
  });

  it('gives up after the page’s deadline: the visitor never waits longer than 4 s', async () => {
    const { send, state } = start({ answer: () => new Promise(() => undefined) });
    send({ type: 'SEARCH' }, { type: 'SUBMIT', text: TEXT });
    await vi.advanceTimersByTimeAsync(AI_TOURS_DEADLINE_MS - 1);
    expect(state()).toBe('searching');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('failed');
  });

  it('resumes on the field with the text searched before (the results’ Edit link), from any waiting state', async () => {
    const { send, state, actor } = start();
    send({ type: 'RESUME', text: 'short' });
    expect(state()).toBe('intro');
    send({ type: 'RESUME', text: TEXT });
    expect(state()).toBe('compose');
    expect(actor.getSnapshot().context.text).toBe(TEXT);
    send({ type: 'BACK' }, { type: 'RESUME', text: 'Japan in October please' });
    expect(state()).toBe('compose');
    expect(actor.getSnapshot().context.text).toBe('Japan in October please');
  });
});
