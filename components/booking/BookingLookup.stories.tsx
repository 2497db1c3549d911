import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { BookingView } from '@/lib/db/bookings';
import type { Locale } from '@/lib/i18n/locales';
import type { LookupOutcome, LookupValues } from '@/machines/booking-lookup';
import { fixtureContext } from '@/registry/fixture-context';
import { BookingLookup } from './BookingLookup.client';
import { bookingTexts } from './texts';

const emma: BookingView = {
  reference: 'TCS-100231',
  leadFirstName: 'Emma',
  market: 'UK',
  packageName: 'Amalfi Coast Classic',
  destination: 'Italy',
  startDate: '2027-05-14',
  endDate: '2027-05-21',
  nights: 7,
  adults: 2,
  children: 1,
  services: ['flights', 'hotel', 'transfers', 'insurance'],
  bring: ['passport', 'vouchers', 'insuranceCard'],
  status: 'confirmed',
};

/**
 * The lookup screen's content with a lookup that answers `outcome` (or never, for the waiting state; or, for
 * `failsOnce`, a failure and then the booking of the reference it is asked for).
 */
function BookingLookupStory({
  locale = 'en',
  outcome,
}: {
  locale?: Locale;
  outcome: LookupOutcome | 'never' | 'failsOnce';
}) {
  const texts = bookingTexts(locale, fixtureContext(locale).t);
  const asked = useRef(0);
  const lookup = ({ reference }: LookupValues) => {
    if (outcome === 'never') return new Promise<LookupOutcome>(() => undefined);
    if (outcome !== 'failsOnce') return Promise.resolve(outcome);
    asked.current += 1;
    return Promise.resolve<LookupOutcome>(
      asked.current === 1
        ? { kind: 'failed' }
        : { kind: 'found', booking: { ...emma, reference: reference.toUpperCase() } },
    );
  };
  return (
    <div className="max-w-3xl p-4">
      <BookingLookup locale={locale} texts={texts} lookup={lookup} />
    </div>
  );
}

const meta = {
  title: 'Booking lookup',
  component: BookingLookupStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BookingLookupStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form as a visitor would and sends it. */
async function lookUp(
  canvasElement: HTMLElement,
  locale: Locale = 'en',
  reference = 'TCS-100231',
  email = 'emma.clarke@example.com',
) {
  const canvas = within(canvasElement);
  const b = bookingTexts(locale, fixtureContext(locale).t).form.booking!;
  await userEvent.type(canvas.getByLabelText(b.reference), reference);
  await userEvent.type(canvas.getByLabelText(b.email), email);
  await userEvent.click(canvas.getByLabelText(b.consent));
  await userEvent.click(canvas.getByRole('button', { name: b.submit }));
  return { canvas, b };
}

export const Editing: Story = { args: { outcome: 'never' } };

/** Sent empty: 'Form incomplete.' and the spec's messages under each field. */
export const Invalid: Story = {
  args: { outcome: 'never' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const b = bookingTexts('en', fixtureContext('en').t);
    await userEvent.type(canvas.getByLabelText(b.form.booking!.reference), 'ABC-12');
    await userEvent.click(canvas.getByRole('button', { name: b.form.booking!.submit }));
    // The schema loads with the first check (or when the browser is idle): wait for its answer.
    await expect(await canvas.findByText(b.form.forms.incomplete, {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getAllByText(b.form.booking!.referenceInvalid).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(b.form.booking!.consentRequired).length).toBeGreaterThan(0);
  },
};

export const Submitting: Story = {
  args: { outcome: 'never' },
  play: async ({ canvasElement }) => {
    const { canvas, b } = await lookUp(canvasElement);
    await expect(await canvas.findByText(b.searching, {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: b.submit })).toBeDisabled();
  },
};

export const Found: Story = {
  args: { outcome: { kind: 'found', booking: emma } },
  play: async ({ canvasElement }) => {
    const { canvas } = await lookUp(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Booking TCS-100231' }, { timeout: 10_000 })).toHaveFocus();
  },
};

export const NotFound: Story = {
  args: { outcome: { kind: 'notFound' } },
  play: async ({ canvasElement }) => {
    const { canvas, b } = await lookUp(canvasElement);
    await expect(await canvas.findByText(b.lookupFailed, {}, { timeout: 10_000 })).toBeInTheDocument();
    // What was typed is still there.
    await expect(canvas.getByLabelText(b.reference)).toHaveValue('TCS-100231');
  },
};

export const RateLimited: Story = {
  args: { outcome: { kind: 'rateLimited', retryAfterSeconds: 300 } },
  play: async ({ canvasElement }) => {
    const { canvas } = await lookUp(canvasElement);
    await expect(await canvas.findByText(/5 minutes/, {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { outcome: { kind: 'failed' } },
  play: async ({ canvasElement }) => {
    const { canvas, b } = await lookUp(canvasElement);
    await expect(await canvas.findByRole('button', { name: b.retry }, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** A failure, a typo corrected, Retry: what is asked is the form as it is now, not what failed. */
export const RetriedAfterACorrection: Story = {
  args: { outcome: 'failsOnce' },
  // Ends as Found does: the interaction is what is tested.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const { canvas, b } = await lookUp(canvasElement, 'en', 'TCS-100213');
    const retry = await canvas.findByRole('button', { name: b.retry }, { timeout: 10_000 });
    await userEvent.clear(canvas.getByLabelText(b.reference));
    await userEvent.type(canvas.getByLabelText(b.reference), 'TCS-100231');
    await userEvent.click(retry);
    await expect(await canvas.findByRole('heading', { name: /TCS-100231/ }, { timeout: 10_000 })).toHaveFocus();
  },
};

/** The Italian page: a found booking, with Italian dates, statuses and services. */
export const FoundItalian: Story = {
  args: {
    locale: 'it',
    outcome: {
      kind: 'found',
      booking: {
        ...emma,
        reference: 'TCS-200417',
        leadFirstName: 'Giulia',
        packageName: 'Algarve al sole',
        destination: 'Portogallo',
        children: 2,
        services: ['flights', 'hotel', 'carRental'],
        bring: ['idCard', 'drivingLicence', 'vouchers'],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await lookUp(canvasElement, 'it', 'TCS-200417', 'giulia.romano@example.it');
    await expect(await canvas.findByText(/maggio 2027/, {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByText('Noleggio auto')).toBeInTheDocument();
  },
};
