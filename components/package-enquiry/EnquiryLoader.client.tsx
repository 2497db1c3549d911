'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { EnquiryFormProps, EnquiryTexts, TypedValues } from './enquiry-props';
import { enquiryTexts } from './enquiry-texts';

type KitForm = ComponentType<EnquiryFormProps & { initial?: TypedValues; focusField?: string | null }>;

/** The loader's props: the form's without its texts, which come with the form kit's form. */
export type EnquiryLoaderProps = Omit<EnquiryFormProps, 'texts'> & {
  children: ReactNode;
  /** Where the texts come from: the server action, or the fixtures in stories and tests. */
  loadTexts?: (locale: EnquiryFormProps['locale']) => Promise<EnquiryTexts | null>;
};

/** What the plain form holds now, by field name (a ticked box is `true`). */
export function typedValues(form: HTMLFormElement | null): TypedValues {
  const values: TypedValues = {};
  if (!form) return values;
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ) ||
      !element.name
    )
      continue;
    values[element.name] =
      element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value;
  }
  return values;
}

/**
 * The enquiry's code loads on first use, not with the page: the page shows the plain form (`children`, which
 * works without JavaScript); a press, a focus or a key inside it imports the form kit's form
 * (EnquiryForm.client.tsx, with zod and the schema) and asks the server for its texts (enquiry-texts.ts), and the
 * form takes the plain one's place with everything typed meanwhile and the focus on the same field. When either
 * fails (offline), the plain form stays, still sends, and the next touch tries again.
 */
export function EnquiryLoader({ children, loadTexts = enquiryTexts, ...props }: EnquiryLoaderProps) {
  const root = useRef<HTMLDivElement>(null);
  const [kit, setKit] = useState<{
    Form: KitForm;
    texts: EnquiryTexts;
    initial: TypedValues;
    focusField: string | null;
  } | null>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let listening = new AbortController();
    const listen = () => {
      for (const type of ['pointerdown', 'focusin', 'keydown'] as const)
        element.addEventListener(type, load, { passive: true, signal: listening.signal });
    };
    const load = () => {
      listening.abort();
      Promise.all([import('./EnquiryForm.client'), loadTexts(props.locale)]).then(
        ([{ EnquiryForm }, texts]) => {
          if (!texts) return;
          // Read when the form arrives: what was typed while it loaded is kept too.
          const active = document.activeElement;
          const focusField =
            active instanceof HTMLElement && element.contains(active) ? active.getAttribute('name') : null;
          setKit({ Form: EnquiryForm, texts, initial: typedValues(element.querySelector('form')), focusField });
        },
        () => {
          listening = new AbortController();
          listen();
        },
      );
    };
    listen();
    return () => listening.abort();
  }, [loadTexts, props.locale]);

  return (
    <div ref={root} data-enquiry-form={kit ? 'kit' : 'plain'}>
      {kit ? <kit.Form {...props} texts={kit.texts} initial={kit.initial} focusField={kit.focusField} /> : children}
    </div>
  );
}
