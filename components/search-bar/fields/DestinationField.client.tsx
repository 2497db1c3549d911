'use client';

import { useController } from 'react-hook-form';
import { DestinationSearch } from '@/components/destination-search/DestinationSearch.client';
import { useField } from '@/components/forms/FormKit.client';
import type { Locale } from '@/lib/i18n/locales';
import type { ContentAccess, SearchLabels } from '../labels';

/**
 * A destination field (SPEC section 3: destination or country): the
 * destination search by name (components/destination-search/) in the form;
 * choosing an option keeps its slug in the field, which is what the results
 * and the booking engine read. The name shown is kept beside it
 * (`{name}Name`: the chosen destination's, or what was typed and not
 * chosen), so the field shows it again when the bar reopens.
 */
export function DestinationField({
  name,
  label,
  locale,
  labels,
  content,
}: {
  name: string;
  label: string;
  locale: Locale;
  labels: SearchLabels;
  content: ContentAccess;
}) {
  const slug = useController({ name });
  const shown = useController({ name: `${name}Name` });
  const field = useField(name, label);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-semibold text-neutral-900">
        {label}
      </label>
      <DestinationSearch
        url={content.url}
        token={content.token}
        locale={locale}
        labels={labels.destinationSearch}
        field={{
          id: field.id,
          initialText: typeof shown.field.value === 'string' ? shown.field.value : '',
          inputProps: field.input,
          onBlur: slug.field.onBlur,
          onChoose: (option) => {
            // A choice counts at once (the field is done), undoing one waits for the blur.
            slug.field.onChange(option.slug);
            shown.field.onChange(option.name);
          },
          // What was typed and not chosen is kept too: the bar shows it again, and a search refuses it (schemas/fields.ts).
          onType: (text) => {
            slug.field.onChange('');
            shown.field.onChange(text);
          },
        }}
      />
      {field.parts.message}
    </div>
  );
}
