// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formTexts } from '@/lib/i18n/form-texts';
import type { SubmitOutcome } from '@/components/forms/submit';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { ContactForm, type ContactSubmission } from './ContactForm.client';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(cleanup);

const en = dictionaries.en;
const c = en.contact;
const typed = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  subject: 'Honeymoon in Japan',
  message: 'We would like to travel in April for two weeks.',
};

function renderForm(answers: SubmitOutcome[], locale: 'en' | 'it' = 'en') {
  const submit = vi.fn(async (_body: ContactSubmission) => answers.shift() ?? { kind: 'unavailable' as const });
  render(<ContactForm locale={locale} texts={formTexts(locale, 'contact')} submit={submit} />);
  return submit;
}

async function fillAndSend(texts = c) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(texts.name), { target: { value: typed.name } });
    fireEvent.change(screen.getByLabelText(texts.email), { target: { value: typed.email } });
    fireEvent.change(screen.getByLabelText(texts.phone), { target: { value: typed.phone } });
    fireEvent.change(screen.getByLabelText(texts.subject), { target: { value: typed.subject } });
    fireEvent.change(screen.getByLabelText(texts.message), { target: { value: typed.message } });
    fireEvent.click(screen.getByLabelText(texts.consent));
  });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: texts.submit })));
}

describe('the contact form', () => {
  it('when the store is unavailable, says so in an alert and keeps every value; sent again, it sends the same key', async () => {
    const submit = renderForm([{ kind: 'unavailable' }, { kind: 'sent' }]);
    await fillAndSend();
    const notice = await screen.findByText(en.forms.unavailable);
    expect(notice.getAttribute('role')).toBe('alert');
    expect(screen.queryByText(c.sent)).toBeNull();
    expect(screen.getByLabelText(c.name)).toHaveProperty('value', typed.name);
    expect(screen.getByLabelText(c.email)).toHaveProperty('value', typed.email);
    expect(screen.getByLabelText(c.phone)).toHaveProperty('value', typed.phone);
    expect(screen.getByLabelText(c.subject)).toHaveProperty('value', typed.subject);
    expect(screen.getByLabelText(c.message)).toHaveProperty('value', typed.message);
    expect(screen.getByLabelText(c.consent)).toHaveProperty('checked', true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: c.submit })));
    expect(submit).toHaveBeenCalledTimes(2);
    const [first, second] = submit.mock.calls.map(([body]) => body);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(first).toMatchObject({ ...typed, consent: true, locale: 'en', homepage: '' });
  });

  it('a message corrected after a failure goes with a new key, so the store keeps it rather than the first one', async () => {
    const submit = renderForm([{ kind: 'unavailable' }, { kind: 'unavailable' }, { kind: 'sent' }]);
    await fillAndSend();
    await screen.findByText(en.forms.unavailable);
    await act(async () =>
      fireEvent.change(screen.getByLabelText(c.message), {
        target: { value: `${typed.message} And a cabin with a view.` },
      }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: c.submit })));
    // Sent again unchanged: a retry, with the key of the same values.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: c.submit })));
    const [first, corrected, retried] = submit.mock.calls.map(([body]) => body);
    expect(corrected!.message).toBe(`${typed.message} And a cabin with a view.`);
    expect(corrected!.idempotencyKey).not.toBe(first!.idempotencyKey);
    expect(retried!.idempotencyKey).toBe(corrected!.idempotencyKey);
  });

  it('when sent, replaces the form with the thank-you text, which takes the focus; writing another starts empty with a new key', async () => {
    const submit = renderForm([{ kind: 'sent' }, { kind: 'sent' }]);
    await fillAndSend();
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toContain(c.sent);
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByLabelText(c.name)).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: c.another })));
    expect(screen.getByLabelText(c.name)).toHaveProperty('value', '');
    // The button went with the thank-you text: the form's first field has the focus, not the page's start.
    expect(document.activeElement).toBe(screen.getByLabelText(c.name));
    expect(screen.getByLabelText(c.consent)).toHaveProperty('checked', false);
    await fillAndSend();
    const [first, second] = submit.mock.calls.map(([body]) => body);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('while sending, the button is disabled and says so', async () => {
    let answer: (outcome: SubmitOutcome) => void = () => undefined;
    const submit = vi.fn(() => new Promise<SubmitOutcome>((resolve) => (answer = resolve)));
    render(<ContactForm locale="en" texts={formTexts('en', 'contact')} submit={submit} />);
    await fillAndSend();
    const button = screen.getByRole('button', { name: en.forms.sending });
    expect(button).toHaveProperty('disabled', true);
    await act(async () => answer({ kind: 'sent' }));
    expect(await screen.findByText(c.sent)).toBeVisible();
  });

  it('rate limited: says when to try again, in the page’s language', async () => {
    renderForm([{ kind: 'rateLimited', retryAfterSeconds: 600 }], 'it');
    await fillAndSend(dictionaries.it.contact);
    const notice = await screen.findByText(dictionaries.it.forms.rateLimited.replace('{{time}}', '10 minuti'));
    expect(notice.getAttribute('role')).toBe('alert');
  });

  it('refused by the server: its messages land on their fields', async () => {
    renderForm([{ kind: 'invalid', issues: [{ path: 'email', message: 'forms.email' }] }]);
    await fillAndSend();
    const email = screen.getByLabelText(c.email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(en.forms.email)).toBeVisible();
    expect(document.activeElement).toBe(email);
  });

  it('counts the message’s characters', async () => {
    renderForm([]);
    await act(async () => fireEvent.change(screen.getByLabelText(c.message), { target: { value: 'Hello there' } }));
    expect(screen.getByText(c.characters.replace('{{count}}', '11').replace('{{max}}', '2000'))).toBeVisible();
  });
});
