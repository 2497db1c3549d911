import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { locales } from '@/lib/i18n/locales';
import { messages } from './fields';
import { ENQUIRY_MONTHS_AHEAD, enquiryMonths, enquirySchema } from './enquiry';

const NOW = Date.parse('2026-12-10T12:00:00Z');

const valid = {
  packageId: 'package-amalfi-coast-classic',
  packageSlug: 'amalfi-coast-classic',
  month: '2027-05',
  flexibility: 'week',
  adults: '2',
  children: [{ age: '4' }, { age: 9 }],
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  phone: '',
  message: 'We would like to see the coast in May.',
  consent: true,
};

const issuesOf = (input: unknown) => {
  const parsed = enquirySchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the enquiry schema', () => {
  afterEach(() => vi.useRealTimers());

  it('reads a month enquiry: numbers from strings, children with ages, the e-mail lower-cased, an empty phone left out', () => {
    vi.useFakeTimers({ now: NOW });
    const parsed = enquirySchema.parse(valid);
    expect(parsed).toMatchObject({
      month: '2027-05',
      adults: 2,
      children: [{ age: 4 }, { age: 9 }],
      email: 'ada@example.com',
      flexibility: 'week',
      consent: true,
    });
    expect(parsed.phone).toBeUndefined();
    expect(parsed.from).toBeUndefined();
  });

  it('offers 18 months from this one, and refuses a month before or after them', () => {
    vi.useFakeTimers({ now: NOW });
    const months = enquiryMonths();
    expect(months).toHaveLength(ENQUIRY_MONTHS_AHEAD);
    expect(months[0]).toBe('2026-12');
    expect(months.at(-1)).toBe('2028-05');
    expect(issuesOf({ ...valid, month: '2026-11' })).toEqual({ month: messages.enquiryMonth });
    expect(issuesOf({ ...valid, month: '2028-06' })).toEqual({ month: messages.enquiryMonth });
    expect(issuesOf({ ...valid, month: '2027-13' })).toEqual({ month: messages.enquiryMonth });
  });

  it('takes dates instead of a month: both needed, not past, the return on or after the departure, within the months offered', () => {
    vi.useFakeTimers({ now: NOW });
    const dates = { ...valid, month: '', from: '2027-05-10', to: '2027-05-20' };
    expect(enquirySchema.parse(dates)).toMatchObject({ from: '2027-05-10', to: '2027-05-20', month: undefined });
    expect(issuesOf({ ...dates, to: '' })).toEqual({ to: messages.required });
    expect(issuesOf({ ...dates, from: '' })).toEqual({ from: messages.required });
    expect(issuesOf({ ...dates, to: '2027-05-01' })).toEqual({ to: messages.enquiryReturn });
    expect(issuesOf({ ...dates, from: '2026-11-01' })).toEqual({ from: messages.pastDate });
    expect(issuesOf({ ...dates, to: '2028-06-01' })).toEqual({ to: messages.enquiryDates });
    expect(issuesOf({ ...dates, from: '2027-02-30' })).toEqual({ from: messages.invalid });
  });

  it('asks for a month or dates, with the other fields’ messages at the same time', () => {
    vi.useFakeTimers({ now: NOW });
    expect(issuesOf({ ...valid, month: '', name: '' })).toEqual({
      month: messages.enquiryWhen,
      name: messages.required,
    });
  });

  it('gives every field its message key', () => {
    vi.useFakeTimers({ now: NOW });
    expect(
      issuesOf({
        ...valid,
        packageId: 'no spaces',
        flexibility: 'whenever',
        adults: '0',
        children: [{ age: '' }, { age: '18' }],
        email: 'ada@',
        phone: 'call me',
        message: 'Short',
        consent: false,
      }),
    ).toEqual({
      packageId: messages.invalid,
      flexibility: messages.invalid,
      adults: messages.adults,
      'children.0.age': messages.ageRequired,
      'children.1.age': messages.childAge,
      email: messages.email,
      phone: messages.phone,
      message: messages.enquiryMessageLength,
      consent: messages.consent,
    });
    expect(issuesOf({ ...valid, children: Array.from({ length: 7 }, () => ({ age: 5 })) })).toEqual({
      children: messages.invalid,
    });
    expect(issuesOf({ ...valid, name: 'Ada\u202Eecalevol' })).toEqual({ name: messages.invisibleCharacters });
    expect(issuesOf({ ...valid, message: 'Two adults\u0000 in May.' })).toEqual({
      message: messages.controlCharacters,
    });
  });

  it('has every message of its own in the four dictionaries', () => {
    const own = [
      messages.enquiryWhen,
      messages.enquiryMonth,
      messages.enquiryDates,
      messages.enquiryReturn,
      messages.enquiryMessageLength,
    ];
    for (const locale of locales) {
      for (const key of own) {
        const [namespace, name] = key.split('.') as ['enquiry', keyof (typeof dictionaries)['en']['enquiry']];
        expect(dictionaries[locale][namespace][name], `${locale} ${key}`).toEqual(expect.any(String));
      }
    }
  });
});
