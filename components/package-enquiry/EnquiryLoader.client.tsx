'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { EnquiryFormProps, TypedValues } from './enquiry-props';

type KitForm = ComponentType<EnquiryFormProps & { initial?: TypedValues; focusField?: string | null }>;

/** What the plain form holds now, by field name (a ticked box is `true`). */
export function typedValues(form: HTMLFormElement | null): TypedValues {
  const values: TypedValues = {};
  if (!form) return values;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) || !element.name) continue;
    values[element.name] = element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value;
  }
  return values;
}

/**
 * The enquiry's code loads on first use, not with the page: the page shows the plain form (`children`, which
 * works without JavaScript); a press, a focus or a key inside it imports the form kit's form
 * (EnquiryForm.client.tsx, with zod and the schema), which takes its place with everything typed meanwhile and
 * the focus on the same field.
 */
export function EnquiryLoader({ children, ...props }: EnquiryFormProps & { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [kit, setKit] = useState<{ Form: KitForm; initial: TypedValues; focusField: string | null } | null>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const listening = new AbortController();
    const load = () => {
      listening.abort();
      void import('./EnquiryForm.client').then(({ EnquiryForm }) => {
        // Read when the form arrives: what was typed while it loaded is kept too.
        const active = document.activeElement;
        const focusField = active instanceof HTMLElement && element.contains(active) ? active.getAttribute('name') : null;
        setKit({ Form: EnquiryForm, initial: typedValues(element.querySelector('form')), focusField });
      });
    };
    for (const type of ['pointerdown', 'focusin', 'keydown'] as const) element.addEventListener(type, load, { passive: true, signal: listening.signal });
    return () => listening.abort();
  }, []);

  return (
    <div ref={root} data-enquiry-form={kit ? 'kit' : 'plain'}>
      {kit ? <kit.Form {...props} initial={kit.initial} focusField={kit.focusField} /> : children}
    </div>
  );
}
