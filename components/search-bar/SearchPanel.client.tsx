'use client';

import type { ComponentType } from 'react';
import { searchFormOf, type SearchFormId } from '@/lib/search/kinds';
import { CarRentalForm, CruiseSearchForm, EventSearchForm, HotelSearchForm, TailorMadeForm, TransferSearchForm } from './forms/HandoverForms.client';
import PackageSearchForm from './forms/PackageSearchForm.client';
import type { SearchFormProps } from './forms/types';

/** The form each section's tab opens (lib/search/kinds.ts says which). */
const forms: Record<SearchFormId, ComponentType<SearchFormProps>> = {
  package: PackageSearchForm,
  cruise: CruiseSearchForm,
  carRental: CarRentalForm,
  event: EventSearchForm,
  hotel: HotelSearchForm,
  transfer: TransferSearchForm,
  tailorMade: TailorMadeForm,
};

/** The search bar's open section: its form. Loaded with the first tab a visitor opens, not with the page. */
export default function SearchPanel(props: SearchFormProps) {
  const Form = forms[searchFormOf[props.section]];
  return <Form {...props} />;
}
