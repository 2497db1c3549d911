'use client';

import { useRouter } from 'next/navigation';
import { FieldGroup, SiteForm, TextField } from '@/components/forms/FormKit.client';
import { trackInteraction } from '@/lib/analytics';
import { saveChosenTrip } from '@/lib/search/chosen-trip';
import { packageSearchHref, searchAnalytics } from '@/lib/search/searches';
import { packageSearchSchema } from '@/schemas/package-search';
import { defaultTravellers } from '@/schemas/travellers';
import { DestinationField } from '../fields/DestinationField.client';
import { TravellersField } from '../fields/TravellersField.client';
import { DurationField, MonthField, SearchSubmit } from '../fields/TripFields.client';
import { formGrid, type SearchFormProps } from './types';
import { useSearchForm } from './useSearchForm.client';

const defaults = {
  destination: '',
  month: '',
  duration: '' as const,
  travellers: defaultTravellers,
  min: '',
  max: '',
  places: [],
  interests: [],
};

/**
 * The holiday packages search (and flight + hotel): destination, month,
 * duration, who travels and the budget per person. It lands on the site's
 * own results with the query they read (lib/search/searches.ts).
 */
export default function PackageSearchForm({ section, locale, texts, labels, content, saved, onSave }: SearchFormProps) {
  const router = useRouter();
  const form = useSearchForm(packageSearchSchema, defaults, saved, onSave);
  return (
    <SiteForm
      form={form}
      texts={texts}
      aria-label={labels.heading}
      onValid={(search) => {
        trackInteraction('search_submit', searchAnalytics(section, search));
        // A package page's "Book now" hands them to the booking engine (lib/search/chosen-trip.ts).
        saveChosenTrip({ month: search.month, travellers: search.travellers });
        router.push(packageSearchHref(locale, section, search));
      }}
      className={formGrid}
    >
      <DestinationField
        name="destination"
        label={texts.search.destination}
        locale={locale}
        labels={labels}
        content={content}
      />
      <MonthField labels={labels} />
      <DurationField labels={labels} />
      <TravellersField locale={locale} labels={labels} />
      <FieldGroup legend={labels.budget}>
        <div className="grid grid-cols-2 gap-2">
          <TextField name="min" label={texts.search.minPrice} type="number" inputMode="numeric" />
          <TextField name="max" label={texts.search.maxPrice} type="number" inputMode="numeric" />
        </div>
      </FieldGroup>
      <SearchSubmit />
    </SiteForm>
  );
}
