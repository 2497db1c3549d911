'use client';

import type { ComponentType, ReactNode } from 'react';
import { SheetHeader } from '@/components/modal/SheetHeader';
import { searchFormOf, type SearchFormId } from '@/lib/search/kinds';
import {
  CarRentalForm,
  CruiseSearchForm,
  EventSearchForm,
  HotelSearchForm,
  TailorMadeForm,
  TransferSearchForm,
} from './forms/HandoverForms.client';
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

/** A search form in the phone's full-screen sheet (components/search-bar/SearchTabs.client.tsx opens it through the modal system). */
export function SearchSheet({
  id,
  titleId,
  title,
  closeLabel,
  onClose,
  children,
}: {
  id: string;
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <div id={id} className="flex min-h-full flex-col gap-4 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <SheetHeader titleId={titleId} title={title} closeLabel={closeLabel} onClose={onClose} />
      {children}
    </div>
  );
}
