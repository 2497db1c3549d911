'use client';

import { SelectField, useKitTexts } from '@/components/forms/FormKit.client';
import { durationKeys } from '@/schemas/durations';
import type { SearchLabels } from '../labels';

/** The departure month ('Please select a month.' until one is chosen). */
export function MonthField({ labels }: { labels: SearchLabels }) {
  const texts = useKitTexts();
  return (
    <SelectField
      name="month"
      label={texts.search.departureMonth}
      options={[
        { value: '', label: texts.forms.selectMonth },
        ...labels.months.map((name, index) => ({ value: String(index + 1), label: name })),
      ]}
    />
  );
}

/** How long the trip lasts, in the results' ranges (any by default). */
export function DurationField({ labels }: { labels: SearchLabels }) {
  const texts = useKitTexts();
  return (
    <SelectField
      name="duration"
      label={texts.search.duration}
      options={[
        { value: '', label: labels.anyDuration },
        ...durationKeys.map((key) => ({ value: key, label: labels.durations[key] })),
      ]}
    />
  );
}

/** The form's submit button, the page's main action. */
export function SearchSubmit({ note }: { note?: string }) {
  const texts = useKitTexts();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 md:col-span-2 lg:col-span-4">
      <button
        type="submit"
        data-action="main"
        className="inline-flex min-h-11 items-center rounded-full bg-brand px-8 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {texts.search.submit}
      </button>
      {note ? <p className="text-sm text-neutral-700">{note}</p> : null}
    </div>
  );
}
