'use client';

import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FieldGroup, NumberStepper, SelectField, useKitTexts } from '@/components/forms/FormKit.client';
import type { Locale } from '@/lib/i18n/locales';
import { counted, fill } from '@/lib/i18n/template';
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN } from '@/schemas/travellers';
import type { SearchLabels } from '../labels';

/** The travellers' summary: '2 adults, 1 child, 1 room'. */
export function travellersSummary(
  locale: Locale,
  labels: SearchLabels,
  travellers: { adults?: unknown; children?: readonly unknown[]; rooms?: unknown } | undefined,
): string {
  return [
    counted(locale, Number(travellers?.adults) || 0, labels.adults),
    counted(locale, travellers?.children?.length ?? 0, labels.children),
    counted(locale, Number(travellers?.rooms) || 0, labels.rooms),
  ].join(', ');
}

/**
 * Who travels (SPEC section 3): a compact summary ('2 adults, 1 child,
 * 1 room') that opens the picker: adults and rooms as steppers, children
 * added and removed one by one, each with an age ('Age required').
 */
export function TravellersField({
  locale,
  labels,
  name = 'travellers',
}: {
  locale: Locale;
  labels: SearchLabels;
  name?: string;
}) {
  const texts = useKitTexts();
  const { control } = useFormContext();
  const children = useFieldArray({ control, name: `${name}.children` });
  const travellers = useWatch({ control, name }) as Parameters<typeof travellersSummary>[2];
  const button =
    'inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-4 text-sm font-semibold hover:border-brand focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40';
  return (
    <details className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none flex-col justify-center rounded-lg border border-neutral-300 px-3 text-sm [&::-webkit-details-marker]:hidden">
        <span className="font-semibold text-neutral-900">{labels.travellers}</span>
        <span className="text-neutral-700">{travellersSummary(locale, labels, travellers)}</span>
      </summary>
      <div className="mt-2 flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-3">
        <FieldGroup legend={labels.travellers}>
          <NumberStepper name={`${name}.adults`} label={texts.search.adults} min={1} max={MAX_ADULTS} />
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold text-neutral-900">{texts.search.children}</p>
            <div className="flex gap-2">
              <button
                type="button"
                className={button}
                disabled={children.fields.length === 0}
                onClick={() => children.remove(children.fields.length - 1)}
              >
                {fill(texts.forms.decrease, { field: texts.search.children })}
              </button>
              <button
                type="button"
                className={button}
                disabled={children.fields.length >= MAX_CHILDREN}
                onClick={() => children.append({ age: '' })}
              >
                {fill(texts.forms.increase, { field: texts.search.children })}
              </button>
            </div>
          </div>
          {children.fields.map((child, index) => (
            <SelectField
              key={child.id}
              name={`${name}.children.${index}.age`}
              label={fill(texts.search.childAge, { n: index + 1 })}
              options={[
                { value: '', label: '–' },
                ...Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => ({ value: String(age), label: String(age) })),
              ]}
            />
          ))}
          <NumberStepper name={`${name}.rooms`} label={texts.search.rooms} min={1} max={MAX_ADULTS} />
        </FieldGroup>
      </div>
    </details>
  );
}
