// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SubmitOutcome } from '@/components/forms/submit';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { formTexts } from '@/lib/i18n/form-texts';
import { enquiryMonths } from '@/schemas/enquiry-limits';
import { EnquiryForm, type EnquirySubmission } from './EnquiryForm.client';
import { EnquiryLoader } from './EnquiryLoader.client';
import { EnquirySection } from './EnquirySection';
import { PlainEnquiryForm } from './PlainEnquiryForm';
import { monthOptions } from './months';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(cleanup);

const e = dictionaries.en.enquiry;
const offered = enquiryMonths();
const props = (locale: 'en' | 'it' = 'en') => ({
  locale,
  texts: formTexts(locale, 'enquiry'),
  packageId: 'package-amalfi-coast-classic',
  packageSlug: 'amalfi-coast-classic',
  packageName: 'Amalfi Coast Classic',
  months: monthOptions(locale, offered, []),
});

function renderForm(answers: SubmitOutcome[]) {
  const submit = vi.fn(async (_body: EnquirySubmission) => answers.shift() ?? { kind: 'unavailable' as const });
  render(<EnquiryForm {...props()} submit={submit} />);
  return submit;
}

async function fillAndSend() {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(e.month), { target: { value: offered[3] } });
    fireEvent.change(screen.getByLabelText(e.flexibility), { target: { value: 'threeDays' } });
    fireEvent.click(screen.getByRole('button', { name: e.addChild }));
  });
  await act(async () => {
    fireEvent.change(screen.getByLabelText(e.childAge.replace('{{number}}', '1')), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText(e.name), { target: { value: 'Emma Clarke' } });
    fireEvent.change(screen.getByLabelText(e.email), { target: { value: 'emma@example.com' } });
    fireEvent.change(screen.getByLabelText(e.message), {
      target: { value: 'We would like to see the coast in spring.' },
    });
    fireEvent.click(screen.getByLabelText(e.consent));
  });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: e.submit })));
}

describe('the package enquiry', () => {
  it('shows the package (not a field), the months in the page’s language, and a plain form that posts without JavaScript', () => {
    render(<EnquirySection {...props('it')} />);
    const it = dictionaries.it.enquiry;
    expect(screen.getByRole('heading', { level: 2, name: it.heading })).toBeVisible();
    const form = screen.getByRole('form', { name: it.heading });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/enquiry/');
    expect(within(form).getByText('Amalfi Coast Classic')).toBeVisible();
    expect((form.querySelector('input[name="packageId"]') as HTMLInputElement).type).toBe('hidden');
    expect((form.querySelector('input[name="locale"]') as HTMLInputElement).value).toBe('it');
    const months = within(screen.getByLabelText(it.month))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(months[0]).toBe(it.monthNone);
    expect(months).toHaveLength(offered.length + 1);
    expect(months[1]).toMatch(/\d{4}$/);
    // The notices a page without scripts is sent back with: hidden until the address names them.
    // (CSS :target in PackageEnquiry.module.css; e2e/enquiry.spec.ts sees it shown without JavaScript.)
    expect(document.getElementById('enquiry-unavailable')?.getAttribute('role')).toBe('alert');
  });

  it('offers only the months the package departs in', () => {
    const months = monthOptions('en', ['2027-01', '2027-02', '2027-03'], ['January', 'March']);
    expect(months).toEqual([
      { value: '2027-01', label: 'January 2027' },
      { value: '2027-03', label: 'March 2027' },
    ]);
    expect(monthOptions('es', ['2027-01'], []).map((month) => month.label)).toEqual(['enero de 2027']);
  });

  it('loads the form kit’s form at the first touch, keeping what was typed and where the focus was', async () => {
    render(<EnquirySection {...props()} />);
    const name = screen.getByLabelText(e.name) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Emma' } });
    expect(document.querySelector('[data-enquiry-form]')?.getAttribute('data-enquiry-form')).toBe('plain');
    await act(async () => {
      name.focus();
    });
    await waitFor(
      () => expect(document.querySelector('[data-enquiry-form]')?.getAttribute('data-enquiry-form')).toBe('kit'),
      { timeout: 5000 },
    );
    const swapped = screen.getByLabelText(e.name) as HTMLInputElement;
    expect(swapped).not.toBe(name);
    expect(swapped.value).toBe('Emma');
    expect(document.activeElement).toBe(swapped);
    // The kit's form has the children as fields of their own.
    expect(screen.getByRole('button', { name: e.addChild })).toBeVisible();
  });

  it('when the form kit’s texts cannot be had (offline), the plain form stays and the next touch tries again', async () => {
    const { texts, ...rest } = props();
    const loadTexts = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(texts);
    render(
      <EnquiryLoader {...rest} loadTexts={loadTexts}>
        <PlainEnquiryForm {...props()} />
      </EnquiryLoader>,
    );
    const state = () => document.querySelector('[data-enquiry-form]')?.getAttribute('data-enquiry-form');
    await act(async () => (screen.getByLabelText(e.name) as HTMLInputElement).focus());
    await waitFor(() => expect(loadTexts).toHaveBeenCalledTimes(1));
    expect(state()).toBe('plain');
    await act(async () => fireEvent.keyDown(screen.getByLabelText(e.name), { key: 'E' }));
    await waitFor(() => expect(state()).toBe('kit'), { timeout: 5000 });
    expect(loadTexts).toHaveBeenCalledTimes(2);
    expect(loadTexts).toHaveBeenCalledWith('en');
  });

  it('when the store is unavailable, says so and keeps every value; sent again, the same key; then the reference', async () => {
    const submit = renderForm([{ kind: 'unavailable' }, { kind: 'sent', reference: 'ENQ-12345678' }]);
    await fillAndSend();
    expect(submit).toHaveBeenCalledTimes(1);
    const first = submit.mock.calls[0]![0];
    expect(first).toMatchObject({
      locale: 'en',
      homepage: '',
      packageId: 'package-amalfi-coast-classic',
      packageSlug: 'amalfi-coast-classic',
      month: offered[3],
      flexibility: 'threeDays',
      adults: 2,
      children: [{ age: 6 }],
      consent: true,
    });
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText(e.unavailable)).toBeVisible();
    expect((screen.getByLabelText(e.name) as HTMLInputElement).value).toBe('Emma Clarke');
    expect((screen.getByLabelText(e.message) as HTMLTextAreaElement).value).toBe(
      'We would like to see the coast in spring.',
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: e.submit })));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]![0].idempotencyKey).toBe(first.idempotencyKey);
    const thanks = screen.getByRole('status');
    expect(thanks.textContent).toContain(e.reference.replace('{{reference}}', 'ENQ-12345678'));
    expect(document.activeElement).toBe(thanks);
  });

  it('refuses an empty send with the kit’s messages; with the fields typed and no month or dates, asks for them', async () => {
    const submit = renderForm([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: e.submit })));
    await waitFor(() => expect(screen.getByText(dictionaries.en.forms.incomplete)).toBeVisible());
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getAllByText(dictionaries.en.forms.required).length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.change(screen.getByLabelText(e.name), { target: { value: 'Emma Clarke' } });
      fireEvent.change(screen.getByLabelText(e.email), { target: { value: 'emma@example.com' } });
      fireEvent.change(screen.getByLabelText(e.message), {
        target: { value: 'We would like to see the coast in spring.' },
      });
      fireEvent.click(screen.getByLabelText(e.consent));
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: e.submit })));
    await waitFor(() => expect(screen.getAllByText(e.chooseWhen).length).toBeGreaterThan(0));
    expect(submit).not.toHaveBeenCalled();
  });

  it('the server’s messages land on their fields', async () => {
    renderForm([{ kind: 'invalid', issues: [{ path: 'month', message: 'enquiry.monthRange' }] }]);
    await fillAndSend();
    expect(screen.getAllByText(e.monthRange).length).toBeGreaterThan(0);
  });
});
