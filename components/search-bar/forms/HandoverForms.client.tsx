'use client';

import type { ReactNode } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { NumberStepper, RadioGroupField, SiteForm, TextField } from '@/components/forms/FormKit.client';
import { trackInteraction } from '@/lib/analytics';
import { formQuery, handoverTarget } from '@/lib/search/handover';
import { handoverRoute, isHandoverSection } from '@/lib/search/kinds';
import { leavePage } from '@/lib/search/navigate';
import { searchAnalytics } from '@/lib/search/searches';
import { carRentalSchema, tripKinds } from '@/schemas/car-rental';
import { cruiseSearchSchema } from '@/schemas/cruise-search';
import { eventSearchSchema } from '@/schemas/event-search';
import { hotelSearchSchema, MAX_NIGHTS } from '@/schemas/hotel-search';
import { tailorMadeSearchSchema } from '@/schemas/tailor-made-search';
import { transferSearchSchema } from '@/schemas/transfer-search';
import { defaultTravellers } from '@/schemas/travellers';
import { DateField } from '../fields/DateField.client';
import { DestinationField } from '../fields/DestinationField.client';
import { TravellersField } from '../fields/TravellersField.client';
import { DurationField, MonthField, SearchSubmit } from '../fields/TripFields.client';
import { formGrid, type SearchFormProps } from './types';
import { useSearchForm } from './useSearchForm.client';

/**
 * A handover form: a GET form to the site's handover route
 * (`/api/search/{section}/`, which validates again and sends the visitor to
 * the booking engine) with the page's language, its fields, and the search
 * button with its note. Once the kit has checked the values, JavaScript makes
 * the same trip: straight to the editor's link when the tab has one, else
 * through the route. Analytics get the search's shape only.
 */
function HandoverForm<Values extends FieldValues, Output extends Record<string, unknown>>({
  props: { section, locale, tabUrl, texts, labels },
  form,
  children,
}: {
  props: SearchFormProps;
  form: UseFormReturn<Values, unknown, Output>;
  children: ReactNode;
}) {
  if (!isHandoverSection(section))
    throw new Error(`${section} searches land on the site's results, not on the booking engine`);
  const action = handoverRoute(section);
  const submit = (search: Output) => {
    trackInteraction('search_submit', searchAnalytics(section, search));
    leavePage(
      tabUrl
        ? handoverTarget(section, locale, search, { tabUrl })
        : `${action}?${formQuery({ lang: locale, ...form.getValues() })}`,
    );
  };
  return (
    <SiteForm
      form={form}
      texts={texts}
      aria-label={labels.heading}
      action={action}
      method="get"
      onValid={submit}
      className={formGrid}
    >
      <input type="hidden" name="lang" value={locale} />
      {children}
      <SearchSubmit note={texts.search.handoverNote} />
    </SiteForm>
  );
}

export function CruiseSearchForm(props: SearchFormProps) {
  const { texts, labels, locale, saved, onSave } = props;
  const form = useSearchForm(
    cruiseSearchSchema,
    { month: '', duration: '', boardingPort: '', cruiseCompany: '', ship: '', travellers: defaultTravellers },
    saved,
    onSave,
  );
  return (
    <HandoverForm props={props} form={form}>
      <MonthField labels={labels} />
      <DurationField labels={labels} />
      <TextField name="boardingPort" label={texts.search.boardingPort} />
      <TextField name="cruiseCompany" label={texts.search.cruiseCompany} />
      <TextField name="ship" label={texts.search.ship} />
      <TravellersField locale={locale} labels={labels} />
    </HandoverForm>
  );
}

export function CarRentalForm(props: SearchFormProps) {
  const { texts, locale, saved, onSave } = props;
  const form = useSearchForm(
    carRentalSchema,
    { pickupPlace: '', trip: 'roundTrip', dropoffPlace: '', pickupAt: '', dropoffAt: '', driverAge: '' },
    saved,
    onSave,
  );
  const trip = useWatch({ control: form.control, name: 'trip' });
  return (
    <HandoverForm props={props} form={form}>
      <RadioGroupField
        name="trip"
        label={texts.search.trip}
        options={tripKinds.map((kind) => ({ value: kind, label: texts.search[kind] }))}
      />
      <TextField name="pickupPlace" label={texts.search.pickupPlace} />
      {trip === 'oneWay' ? <TextField name="dropoffPlace" label={texts.search.dropoffPlace} /> : null}
      <DateField name="pickupAt" label={texts.search.pickupDate} locale={locale} withTime />
      <DateField name="dropoffAt" label={texts.search.dropoffDate} locale={locale} withTime />
      <TextField
        name="driverAge"
        label={texts.search.driverAge}
        description={texts.search.driverAgeRange}
        type="number"
        inputMode="numeric"
      />
    </HandoverForm>
  );
}

export function EventSearchForm(props: SearchFormProps) {
  const { texts, labels, locale, content, saved, onSave } = props;
  const form = useSearchForm(eventSearchSchema, { venue: '', destination: '', teamOrArtist: '' }, saved, onSave);
  return (
    <HandoverForm props={props} form={form}>
      <TextField name="venue" label={texts.search.venue} description={texts.forms.oneOf} />
      <DestinationField
        name="destination"
        label={texts.search.destination}
        locale={locale}
        labels={labels}
        content={content}
      />
      <TextField name="teamOrArtist" label={texts.search.teamOrArtist} />
    </HandoverForm>
  );
}

export function HotelSearchForm(props: SearchFormProps) {
  const { texts, labels, locale, content, saved, onSave } = props;
  const form = useSearchForm(
    hotelSearchSchema,
    { destination: '', checkIn: '', nights: '7', travellers: defaultTravellers },
    saved,
    onSave,
  );
  return (
    <HandoverForm props={props} form={form}>
      <DestinationField
        name="destination"
        label={texts.search.destination}
        locale={locale}
        labels={labels}
        content={content}
      />
      <DateField name="checkIn" label={texts.search.checkIn} locale={locale} />
      <NumberStepper name="nights" label={texts.search.nights} min={1} max={MAX_NIGHTS} />
      <TravellersField locale={locale} labels={labels} />
    </HandoverForm>
  );
}

export function TransferSearchForm(props: SearchFormProps) {
  const { texts, labels, locale, saved, onSave } = props;
  const form = useSearchForm(
    transferSearchSchema,
    { pickupPlace: '', dropoffPlace: '', pickupAt: '', travellers: defaultTravellers },
    saved,
    onSave,
  );
  return (
    <HandoverForm props={props} form={form}>
      <TextField name="pickupPlace" label={texts.search.pickupPlace} />
      <TextField name="dropoffPlace" label={texts.search.dropoffPlace} />
      <DateField name="pickupAt" label={texts.search.pickupDate} locale={locale} withTime />
      <TravellersField locale={locale} labels={labels} />
    </HandoverForm>
  );
}

export function TailorMadeForm(props: SearchFormProps) {
  const { texts, labels, locale, content, saved, onSave } = props;
  const form = useSearchForm(
    tailorMadeSearchSchema,
    { destination: '', month: '', duration: '', travellers: defaultTravellers },
    saved,
    onSave,
  );
  return (
    <HandoverForm props={props} form={form}>
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
    </HandoverForm>
  );
}
