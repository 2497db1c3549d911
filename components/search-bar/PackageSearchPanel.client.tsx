'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { ProductSection } from '@/cms/model/values';
import { FieldGroup, NumberStepper, SelectField, SiteForm, TextField, useSiteForm } from '@/components/forms/FormKit.client';
import type { FormTexts } from '@/components/forms/messages';
import { trackInteraction } from '@/lib/analytics';
import type { Locale } from '@/lib/i18n/locales';
import { pluralOf } from '@/lib/i18n/plural';
import { durationKeys, type DurationRange } from '@/lib/results/query';
import { packageSearchHref, searchAnalytics } from '@/lib/search/searches';
import type { SearchInput } from '@/lib/store/search-bar';
import { packageSearchSchema } from '@/schemas/package-search';
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN } from '@/schemas/travellers';

/** Texts of the panel that are not form messages, from the page's dictionary. */
export type PackageSearchLabels = {
  heading: string;
  months: readonly string[];
  anyDuration: string;
  durations: Record<DurationRange, string>;
  travellers: string;
  /** Templates with {{n}}: one and other, for the travellers' summary. */
  adults: { one: string; other: string };
  children: { one: string; other: string };
  rooms: { one: string; other: string };
  budget: string;
};

const defaults = { destination: '', month: '', duration: '' as const, travellers: { adults: '2', children: [], rooms: '1' }, min: '', max: '', places: [], interests: [] };

/**
 * The holiday packages search of the search bar (SPEC section 3: trip dates,
 * travellers, budget): month, duration, who travels (a compact summary that
 * opens the picker) and the budget per person. It lands on the site's own
 * results with the query they read; what the visitor typed stays in the
 * search bar's record for this section while the page is open.
 */
export default function PackageSearchPanel({
  section,
  locale,
  texts,
  labels,
  saved,
  onSave,
}: {
  section: ProductSection;
  locale: Locale;
  texts: FormTexts;
  labels: PackageSearchLabels;
  saved: SearchInput;
  onSave: (input: SearchInput) => void;
}) {
  const router = useRouter();
  const form = useSiteForm(packageSearchSchema, { ...defaults, ...(saved as object) });
  const children = useFieldArray({ control: form.control, name: 'travellers.children' });
  const travellers = useWatch({ control: form.control, name: 'travellers' });

  useEffect(() => {
    const subscription = form.watch((values) => onSave(values as SearchInput));
    return () => subscription.unsubscribe();
  }, [form, onSave]);

  const counted = (n: number, forms: { one: string; other: string }) => (pluralOf(locale, n) === 'one' ? forms.one : forms.other).replace('{{n}}', String(n));
  const summary = [
    counted(Number(travellers?.adults) || 0, labels.adults),
    counted(travellers?.children?.length ?? 0, labels.children),
    counted(Number(travellers?.rooms) || 0, labels.rooms),
  ].join(', ');

  return (
    <SiteForm
      form={form}
      texts={texts}
      aria-label={labels.heading}
      onValid={(search) => {
        trackInteraction('search_submit', searchAnalytics(section, search));
        router.push(packageSearchHref(locale, section, search));
      }}
      className="grid gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm md:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        name="month"
        label={texts.search.departureMonth}
        options={[{ value: '', label: texts.forms.selectMonth }, ...labels.months.map((name, index) => ({ value: String(index + 1), label: name }))]}
      />
      <SelectField
        name="duration"
        label={texts.search.duration}
        options={[{ value: '', label: labels.anyDuration }, ...durationKeys.map((key) => ({ value: key, label: labels.durations[key] }))]}
      />
      <details className="group relative">
        <summary className="flex min-h-11 cursor-pointer list-none flex-col justify-center rounded-lg border border-neutral-300 px-3 text-sm [&::-webkit-details-marker]:hidden">
          <span className="font-semibold text-neutral-900">{labels.travellers}</span>
          <span className="text-neutral-700">{summary}</span>
        </summary>
        <div className="mt-2 flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-3">
          <FieldGroup legend={labels.travellers}>
            <NumberStepper name="travellers.adults" label={texts.search.adults} min={1} max={MAX_ADULTS} />
            <div className="flex flex-col gap-1">
              <p className="text-sm font-semibold text-neutral-900">{texts.search.children}</p>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-4 text-sm font-semibold disabled:opacity-40"
                  disabled={children.fields.length === 0}
                  onClick={() => children.remove(children.fields.length - 1)}
                >
                  {texts.forms.decrease.replace('{{field}}', texts.search.children)}
                </button>
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-4 text-sm font-semibold disabled:opacity-40"
                  disabled={children.fields.length >= MAX_CHILDREN}
                  onClick={() => children.append({ age: '' })}
                >
                  {texts.forms.increase.replace('{{field}}', texts.search.children)}
                </button>
              </div>
            </div>
            {children.fields.map((child, index) => (
              <SelectField
                key={child.id}
                name={`travellers.children.${index}.age`}
                label={texts.search.childAge.replace('{{n}}', String(index + 1))}
                options={[{ value: '', label: '–' }, ...Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => ({ value: String(age), label: String(age) }))]}
              />
            ))}
            <NumberStepper name="travellers.rooms" label={texts.search.rooms} min={1} max={MAX_ADULTS} />
          </FieldGroup>
        </div>
      </details>
      <FieldGroup legend={labels.budget}>
        <div className="grid grid-cols-2 gap-2">
          <TextField name="min" label={texts.search.minPrice} type="number" inputMode="numeric" />
          <TextField name="max" label={texts.search.maxPrice} type="number" inputMode="numeric" />
        </div>
      </FieldGroup>
      <div className="md:col-span-2 lg:col-span-4">
        <button
          type="submit"
          data-action="main"
          className="inline-flex min-h-11 items-center rounded-full bg-brand px-8 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {texts.search.submit}
        </button>
      </div>
    </SiteForm>
  );
}
