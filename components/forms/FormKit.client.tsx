'use client';

import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { fill } from '@/lib/i18n/template';
import '@/lib/zod-jitless';
import { fieldMessage, type FormTexts } from '@/lib/i18n/form-texts';

/**
 * The site's form kit (SPEC section 5), on react-hook-form with a zod schema
 * per form (`schemas/`; the same schema validates on the server):
 * - a field's message appears once it has been left (blur), a checkbox's once
 *   it changes; then it follows every change;
 * - a submit with messages is refused: 'Form incomplete.' and the list of
 *   what to fix, announced, and the page scrolls (smoothly, unless the visitor
 *   asked for reduced motion) to the first field with a message, skipping the
 *   fields of groups named `customer`;
 * - every input has its label, its description and message tied to it
 *   (`aria-describedby`) and `aria-invalid` while it has a message.
 */

type KitContext = { texts: FormTexts; labels: Map<string, string> };
const FormKitContext = createContext<KitContext | null>(null);

function useKit(): KitContext {
  const kit = use(FormKitContext);
  if (!kit) throw new Error('A form field needs a <SiteForm> around it');
  return kit;
}

/** The kit's texts (messages and search field names) in the form's language, for fields built outside the kit. */
export function useKitTexts(): FormTexts {
  return useKit().texts;
}

/**
 * Where a form's schema comes from: the schema, or a function that imports it
 * (a module-level constant), so a page whose form is on screen from the start
 * need not carry zod in its first load: the schema loads when the visitor
 * first touches the form (`usePreloadOnFirstTouch`) or at the first check,
 * whichever comes first.
 */
export type SchemaSource<Schema> = Schema | (() => Promise<Schema>);

const loadedSchemas = new WeakMap<() => Promise<unknown>, Promise<unknown>>();
/** Starts loading a lazy schema (once); a schema given as itself is already there. */
export function preloadSchema<Schema>(source: SchemaSource<Schema>): Promise<Schema> {
  if (typeof source !== 'function') return Promise.resolve(source);
  const load = source as () => Promise<Schema>;
  let loading = loadedSchemas.get(load) as Promise<Schema> | undefined;
  if (!loading) {
    loading = load();
    loadedSchemas.set(load, loading);
  }
  return loading;
}

/**
 * Loads a lazy schema (and zod) when the visitor first touches the form inside `root`: a press, a focus or a
 * key there, a moment before the first check needs it (which otherwise waits for it). Not at idle time after
 * the load: its evaluation then counted in the page's Total Blocking Time (230 ms at 4x on the contact page).
 */
export function usePreloadOnFirstTouch<Schema>(
  root: RefObject<HTMLElement | null>,
  schema: SchemaSource<Schema>,
): void {
  useEffect(() => {
    const element = root.current;
    if (!element || typeof schema !== 'function') return;
    const listening = new AbortController();
    const load = () => {
      listening.abort();
      void preloadSchema(schema);
    };
    for (const type of ['pointerdown', 'focusin', 'keydown'] as const)
      element.addEventListener(type, load, { passive: true, signal: listening.signal });
    return () => listening.abort();
  }, [root, schema]);
}

/** A field a visitor types in or chooses: not a hidden input, not the honeypot (out of the tab order). */
const FIRST_FIELD = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea';

/**
 * For an action that removes what had the focus and shows a form in its
 * place ("Send another", "Search again", another form of the sign-in
 * dialog): `refocus()` asks for the first field inside `root` to take the
 * focus once the form is on screen, so the keyboard does not fall back to
 * the page's start.
 */
export function useRefocus<Root extends HTMLElement = HTMLDivElement>() {
  const root = useRef<Root>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    const field = root.current?.querySelector<HTMLElement>(FIRST_FIELD);
    if (!field) return;
    pending.current = false;
    field.focus();
  });
  return {
    root,
    refocus: () => {
      pending.current = true;
    },
  };
}

/** A form of the kit for a schema: its values are the schema's input, `onValid` receives its output. */
export function useSiteForm<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  schema: SchemaSource<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const resolver = useMemo(
    () =>
      typeof schema === 'function'
        ? ((async (values, context, options) =>
            standardSchemaResolver(await preloadSchema(schema))(values, context, options)) as Resolver<
            z.input<Schema>,
            unknown,
            z.output<Schema>
          >)
        : standardSchemaResolver(schema),
    [schema],
  );
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues,
    shouldFocusError: false,
  });
}

/** Where the first message is, in the page's order, leaving out the groups named `customer`. */
export function firstFieldWithMessage(form: HTMLFormElement): HTMLElement | null {
  const candidates = form.querySelectorAll<HTMLElement>('[aria-invalid="true"]');
  for (const element of candidates) {
    if (!element.closest('fieldset[name="customer"], [data-group="customer"]')) return element;
  }
  return null;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function flatten(errors: FieldErrors, prefix = ''): { name: string; message: string | undefined }[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && (typeof value.message === 'string' || value.message === undefined) && 'type' in value) {
      return [{ name, message: value.message as string | undefined }];
    }
    return flatten(value as FieldErrors, name);
  });
}

export function SiteForm<Values extends FieldValues, Output>({
  form,
  texts,
  onValid,
  children,
  className,
  action,
  method,
  id,
  'aria-label': label,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  texts: FormTexts;
  onValid: SubmitHandler<Output>;
  children: ReactNode;
  className?: string;
  /** Without JavaScript the form submits here (GET forms: the search handovers). */
  action?: string;
  method?: 'get' | 'post';
  /** For a submit button outside the form (`<button form={id}>`). */
  id?: string;
  'aria-label'?: string;
}) {
  const element = useRef<HTMLFormElement>(null);
  // Each field's translated name, for the summary: the fields register it (useField).
  const [labels] = useState(() => new Map<string, string>());
  const [refused, setRefused] = useState(0);
  // Set by a refused submit; the messages reach the fields a render later (react-hook-form publishes them after onInvalid).
  const scrollPending = useRef(false);
  const summaryId = useId();
  const { errors, submitCount } = form.formState;
  const problems = flatten(errors as FieldErrors);
  const showSummary = refused > 0 && problems.length > 0;

  // Once a refused submit's messages are on screen: bring the first one into view and focus it.
  useEffect(() => {
    if (!scrollPending.current || !element.current) return;
    const target = firstFieldWithMessage(element.current);
    if (!target) return;
    scrollPending.current = false;
    // A field folded away (who travels, behind its summary line) is unfolded first: focus cannot reach a closed <details>.
    for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null)
      details.open = true;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
    target.focus({ preventScroll: true });
  });

  const onInvalid = useCallback(() => {
    scrollPending.current = true;
    setRefused((count) => count + 1);
  }, []);

  return (
    <FormKitContext value={{ texts, labels }}>
      <FormProvider {...form}>
        <form
          ref={element}
          id={id}
          noValidate
          action={action}
          method={method}
          aria-label={label}
          aria-describedby={showSummary ? summaryId : undefined}
          onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
          className={className}
          data-submitted={submitCount > 0 || undefined}
        >
          <div
            id={summaryId}
            role="alert"
            className={
              showSummary
                ? 'col-span-full rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900'
                : 'sr-only'
            }
          >
            {showSummary ? (
              <>
                <p className="font-bold">{texts.forms.incomplete}</p>
                <p>{texts.forms.summaryTitle}</p>
                <ul className="mt-1 list-disc pl-5">
                  {problems.map(({ name, message }) => (
                    <li key={name}>
                      {labels.get(name) ?? name}: {fieldMessage(texts, message, labels.get(name) ?? name)}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          {children}
        </form>
      </FormProvider>
    </FormKitContext>
  );
}

/** A field's label, description and message, and the attributes its input needs. */
export function useField(name: string, label: string, description?: string) {
  const { texts, labels } = useKit();
  const { formState, getFieldState } = useFormContext();
  const id = useId();
  useEffect(() => {
    labels.set(name, label);
  }, [labels, name, label]);
  const { error } = getFieldState(name, formState);
  const message = error ? fieldMessage(texts, error.message, label) : null;
  const describedBy =
    [description ? `${id}-description` : null, message ? `${id}-message` : null].filter(Boolean).join(' ') || undefined;
  return {
    id,
    message,
    description,
    input: { id, 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy },
    parts: {
      description: description ? (
        <p id={`${id}-description`} className="text-xs text-neutral-600">
          {description}
        </p>
      ) : null,
      message: message ? (
        <p id={`${id}-message`} className="text-sm font-semibold text-red-700">
          {message}
        </p>
      ) : null,
    },
  };
}

/** A field's frame: its label above, its description, the input (`children`), then its message. */
function LabelledField({
  field,
  label,
  children,
}: {
  field: ReturnType<typeof useField>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-semibold text-neutral-900">
        {label}
      </label>
      {field.parts.description}
      {children}
      {field.parts.message}
    </div>
  );
}

const inputClass =
  'min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 aria-invalid:border-red-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand';

export function TextField({
  name,
  label,
  description,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
}: {
  name: string;
  label: string;
  description?: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'datetime-local' | 'number' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** An example of what to type (never instead of the label). */
  placeholder?: string;
}) {
  const { register } = useFormContext();
  const field = useField(name, label, description);
  return (
    <LabelledField field={field} label={label}>
      <input
        {...register(name)}
        {...field.input}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        className={inputClass}
      />
    </LabelledField>
  );
}

/**
 * Several lines of text (a message). With `count` ('{{count}} of {{max}}
 * characters'), the characters typed against the most it may hold, under the
 * field and in its description (read with the field, not at every key).
 */
export function TextAreaField({
  name,
  label,
  description,
  rows = 6,
  count,
}: {
  name: string;
  label: string;
  description?: string;
  rows?: number;
  count?: { text: string; max: number };
}) {
  const { register } = useFormContext();
  const field = useField(name, label, description);
  const countId = `${field.id}-count`;
  const describedBy = [field.input['aria-describedby'], count ? countId : null].filter(Boolean).join(' ') || undefined;
  return (
    <LabelledField field={field} label={label}>
      <textarea
        {...register(name)}
        {...field.input}
        aria-describedby={describedBy}
        rows={rows}
        className={`${inputClass} py-2`}
      />
      {count ? <CharacterCount id={countId} name={name} text={count.text} max={count.max} /> : null}
    </LabelledField>
  );
}

/** Re-renders alone at each key, not the form around it. */
function CharacterCount({ id, name, text, max }: { id: string; name: string; text: string; max: number }) {
  const value: unknown = useWatch({ name });
  // The schema trims before it counts; so does the count.
  const length = typeof value === 'string' ? value.trim().length : 0;
  return (
    <p id={id} className={`self-end text-xs ${length > max ? 'font-semibold text-red-700' : 'text-neutral-600'}`}>
      {fill(text, { count: length, max })}
    </p>
  );
}

/**
 * A form's main button and, beside it, what is happening while it works
 * ("Sending…"), announced; the button waits meanwhile and names the status
 * as its description.
 */
export function SubmitRow({
  label,
  busy,
  status,
  className = '',
}: {
  label: string;
  busy: boolean;
  status: string;
  className?: string;
}) {
  const statusId = useId();
  return (
    <div className={`flex items-center gap-4 ${className}`}>
      <button
        type="submit"
        data-action="main"
        disabled={busy}
        aria-describedby={busy ? statusId : undefined}
        className="inline-flex min-h-11 items-center rounded-full bg-brand px-8 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
      >
        {label}
      </button>
      <p id={statusId} aria-live="polite" className="text-sm text-neutral-700">
        {busy ? status : ''}
      </p>
    </div>
  );
}

export function SelectField({
  name,
  label,
  description,
  options,
}: {
  name: string;
  label: string;
  description?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { register, trigger, getFieldState } = useFormContext();
  const field = useField(name, label, description);
  // A message already shown goes as soon as the choice is right, not on blur: a child's "Age required" shows when
  // the child is added, and clearing it on blur moved the form under the pointer of a visitor who chose the age and
  // pressed Search, so the press missed the button.
  const onChange = () => {
    if (getFieldState(name).error) void trigger(name);
  };
  return (
    <LabelledField field={field} label={label}>
      <select {...register(name, { onChange })} {...field.input} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** A checkbox: its message appears as soon as it changes (SPEC section 5), not on blur. */
export function CheckboxField({ name, label, description }: { name: string; label: ReactNode; description?: string }) {
  const { register, trigger } = useFormContext();
  const field = useField(name, typeof label === 'string' ? label : name, description);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          {...register(name, { onChange: () => void trigger(name) })}
          {...field.input}
          className="mt-0.5 size-6 shrink-0 accent-brand"
        />
        <label htmlFor={field.id} className="text-sm text-neutral-900">
          {label}
        </label>
      </div>
      {field.parts.description}
      {field.parts.message}
    </div>
  );
}

/**
 * A whole number with − and + buttons (travellers, rooms): the input takes
 * typing and the arrow keys, the buttons have their own names for screen
 * readers and stop at the bounds.
 */
export function NumberStepper({
  name,
  label,
  description,
  min,
  max,
}: {
  name: string;
  label: string;
  description?: string;
  min: number;
  max: number;
}) {
  const { register, setValue, getValues } = useFormContext();
  const { texts } = useKit();
  const field = useField(name, label, description);
  const step = (delta: number) => {
    const current = Number(getValues(name));
    const next = Math.min(max, Math.max(min, (Number.isFinite(current) ? current : min) + delta));
    setValue(name, String(next), { shouldValidate: true, shouldDirty: true, shouldTouch: true });
  };
  const button =
    'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-neutral-300 text-xl font-bold text-neutral-900 hover:border-brand focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40';
  return (
    <LabelledField field={field} label={label}>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={button}
          aria-label={texts.forms.decrease.replace('{{field}}', label)}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          {...register(name)}
          {...field.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          className={`${inputClass} w-20 text-center`}
        />
        <button
          type="button"
          className={button}
          aria-label={texts.forms.increase.replace('{{field}}', label)}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
    </LabelledField>
  );
}

/** One choice of a few, as radio buttons under a legend (round trip or one way). */
export function RadioGroupField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { register } = useFormContext();
  const field = useField(name, label);
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={field.input['aria-describedby']}>
      <legend className="mb-1 text-sm font-semibold text-neutral-900">{label}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="inline-flex min-h-11 items-center gap-2 text-sm text-neutral-900">
            <input type="radio" value={option.value} {...register(name)} className="size-5 accent-brand" />
            {option.label}
          </label>
        ))}
      </div>
      {field.parts.message}
    </fieldset>
  );
}

/** Related fields under one legend; `name="customer"` marks the customer's details, which an invalid submit does not scroll to. */
export function FieldGroup({ name, legend, children }: { name?: string; legend: string; children: ReactNode }) {
  return (
    <fieldset name={name} data-group={name} className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-bold text-neutral-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The message under a field, for custom inputs (the destination search). */
export function FieldMessage({ name, label }: { name: string; label: string }) {
  const { formState } = useFormContext();
  const { texts } = useKit();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return error ? (
    <p className="text-sm font-semibold text-red-700">{fieldMessage(texts, error.message, label)}</p>
  ) : null;
}
