'use client';

import { useEffect } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { useSiteForm } from '@/components/forms/FormKit.client';
import type { SearchInput } from '@/lib/store/search-bar';

/**
 * A search form of the kit whose values live in the search bar's record for
 * its section: it starts from what was typed before (or the defaults) and
 * writes every change back, so closing and reopening the bar loses nothing.
 */
export function useSearchForm<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaults: DefaultValues<z.input<Schema>>,
  saved: SearchInput,
  onSave: (input: SearchInput) => void,
) {
  const form = useSiteForm(schema, { ...defaults, ...(saved as object) });
  useEffect(() => {
    const subscription = form.watch((values) => onSave(values as SearchInput));
    return () => subscription.unsubscribe();
  }, [form, onSave]);
  return form;
}
