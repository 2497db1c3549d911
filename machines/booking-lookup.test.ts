import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BookingView } from '@/lib/db/bookings';
import { bookingLookupMachine, type LookupOutcome, type LookupValues } from './booking-lookup';

const values: LookupValues = { reference: 'TCS-100231', email: 'emma.clarke@example.com', consent: true };
const booking = { reference: 'TCS-100231', leadFirstName: 'Emma' } as BookingView;

/** The machine with a lookup that answers each call with the next outcome (or throws), recording what it was asked. */
function start(...outcomes: (LookupOutcome | Error)[]) {
  const asked: LookupValues[] = [];
  const actor = createActor(
    bookingLookupMachine.provide({
      actors: {
        lookup: fromPromise<LookupOutcome, LookupValues>(async ({ input }) => {
          asked.push(input);
          const next = outcomes.shift() ?? { kind: 'failed' };
          if (next instanceof Error) throw next;
          return next;
        }),
      },
    }),
  ).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.matches('submitting'));
  return { actor, asked, settled };
}

describe('the booking lookup machine', () => {
  it('starts editing with empty values', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({ reference: '', email: '', consent: false });
  });

  it('editing → submitting → found, with the booking; EDIT goes back with the values', async () => {
    const { actor, asked, settled } = start({ kind: 'found', booking });
    actor.send({ type: 'SUBMIT', values });
    expect(actor.getSnapshot().value).toBe('submitting');
    await settled();
    expect(actor.getSnapshot().value).toBe('found');
    expect(actor.getSnapshot().context.booking).toBe(booking);
    expect(asked).toEqual([values]);
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(values);
  });

  it('not found: back to editing keeps the values, or a corrected submit tries again at once', async () => {
    const { actor, asked, settled } = start({ kind: 'notFound' }, { kind: 'found', booking });
    actor.send({ type: 'SUBMIT', values });
    await settled();
    expect(actor.getSnapshot().value).toBe('notFound');
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(values);
    actor.send({ type: 'SUBMIT', values });
    await settled();
    actor.send({ type: 'EDIT' });
    // From not found, a SUBMIT goes straight to the lookup.
    const second = start({ kind: 'notFound' }, { kind: 'found', booking });
    second.actor.send({ type: 'SUBMIT', values });
    await second.settled();
    second.actor.send({ type: 'SUBMIT', values: { ...values, email: 'emma@example.com' } });
    await second.settled();
    expect(second.actor.getSnapshot().value).toBe('found');
    expect(second.asked.at(-1)?.email).toBe('emma@example.com');
    expect(asked).toHaveLength(2);
  });

  it('rate limited: knows when to try again; EDIT goes back to the form', async () => {
    const { actor, settled } = start({ kind: 'rateLimited', retryAfterSeconds: 90 });
    const before = Date.now();
    actor.send({ type: 'SUBMIT', values });
    await settled();
    expect(actor.getSnapshot().value).toBe('rateLimited');
    expect(actor.getSnapshot().context.retryAt).toBeGreaterThanOrEqual(before + 90_000);
    expect(actor.getSnapshot().context.retryAfterSeconds).toBe(90);
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    // Sending the form again from the limit asks again (the server decides).
    const again = start(
      { kind: 'rateLimited', retryAfterSeconds: 60 },
      { kind: 'rateLimited', retryAfterSeconds: 120 },
    );
    again.actor.send({ type: 'SUBMIT', values });
    await again.settled();
    again.actor.send({ type: 'SUBMIT', values });
    expect(again.actor.getSnapshot().value).toBe('submitting');
    await again.settled();
    expect(again.actor.getSnapshot().context.retryAfterSeconds).toBe(120);
    expect(again.asked).toHaveLength(2);
  });

  it('failed (an error or a failed answer): sending again asks again, with the values sent then; EDIT goes back', async () => {
    const { actor, asked, settled } = start(new Error('offline'), { kind: 'failed' }, { kind: 'found', booking });
    actor.send({ type: 'SUBMIT', values });
    await settled();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'SUBMIT', values });
    await settled();
    expect(actor.getSnapshot().value).toBe('failed');
    const corrected = { ...values, reference: 'TCS-100232' };
    actor.send({ type: 'SUBMIT', values: corrected });
    await settled();
    expect(actor.getSnapshot().value).toBe('found');
    expect(asked).toEqual([values, values, corrected]);
    expect(actor.getSnapshot().context.values).toEqual(corrected);
    const other = start(new Error('offline'));
    other.actor.send({ type: 'SUBMIT', values });
    await other.settled();
    other.actor.send({ type: 'EDIT' });
    expect(other.actor.getSnapshot().value).toBe('editing');
    const resent = start(new Error('offline'), { kind: 'notFound' });
    resent.actor.send({ type: 'SUBMIT', values });
    await resent.settled();
    resent.actor.send({ type: 'SUBMIT', values: { ...values, reference: 'TCS-1' } });
    await resent.settled();
    expect(resent.actor.getSnapshot().value).toBe('notFound');
    expect(resent.asked.at(-1)?.reference).toBe('TCS-1');
  });

  it('ignores what a state does not take: EDIT while editing, SUBMIT while found', async () => {
    const { actor, settled } = start({ kind: 'found', booking });
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SUBMIT', values });
    await settled();
    actor.send({ type: 'SUBMIT', values });
    expect(actor.getSnapshot().value).toBe('found');
  });
});
