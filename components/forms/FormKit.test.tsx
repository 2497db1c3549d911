// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { messages, requiredText } from '@/schemas/fields';
import {
  CheckboxField,
  FieldGroup,
  SelectField,
  SiteForm,
  TextField,
  usePreloadOnFirstTouch,
  useRefocus,
  useSiteForm,
} from './FormKit.client';
import { fieldMessage, formTexts } from '@/lib/i18n/form-texts';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const schema = z.object({
  name: requiredText(),
  email: z.string().trim().email({ error: messages.email }),
  consent: z.literal(true, { error: messages.required }),
  customer: z.object({ phone: requiredText() }),
});

const scrolled: ScrollIntoViewOptions[] = [];
let reducedMotion = false;
beforeEach(() => {
  scrolled.length = 0;
  reducedMotion = false;
  Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
    scrolled.push({
      ...(typeof options === 'object' ? options : {}),
      inline: (this as HTMLElement).id as ScrollLogicalPosition,
    });
  };
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
  })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

function TestForm({ onValid, locale = 'it' as const }: { onValid: (values: unknown) => void; locale?: 'it' | 'en' }) {
  const form = useSiteForm(schema, { name: '', email: '', consent: false as unknown as true, customer: { phone: '' } });
  return (
    <SiteForm form={form} texts={formTexts(locale)} onValid={onValid}>
      <FieldGroup name="customer" legend="Cliente">
        <TextField name="customer.phone" label="Telefono" type="tel" />
      </FieldGroup>
      <TextField name="name" label="Nome" description="Come sul passaporto" />
      <TextField name="email" label="Email" type="email" />
      <CheckboxField name="consent" label="Accetto" />
      <button type="submit">Invia</button>
    </SiteForm>
  );
}

const it_ = dictionaries.it.forms;

describe('the form kit', () => {
  it('shows a message only once the field is left, in the page’s language with the field’s name, tied to the input', async () => {
    render(<TestForm onValid={() => {}} />);
    const name = screen.getByLabelText('Nome');
    await act(async () => fireEvent.focus(name));
    expect(screen.queryByText(it_.required)).toBeNull();
    await act(async () => fireEvent.blur(name));
    const message = await screen.findByText(it_.required);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByText('Come sul passaporto').id);
    // Then it follows every change.
    await act(async () => fireEvent.change(name, { target: { value: 'Ada' } }));
    expect(screen.queryByText(it_.required)).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('a checkbox’s message appears when it changes, without leaving it', async () => {
    render(<TestForm onValid={() => {}} />);
    const consent = screen.getByLabelText('Accetto');
    await act(async () => fireEvent.click(consent));
    await act(async () => fireEvent.click(consent));
    expect(await screen.findByText(it_.required)).toBeVisible();
  });

  it('a choice’s message, once shown, goes as soon as the choice is right, before the field is left', async () => {
    const ageSchema = z.object({ age: requiredText() });
    function AgeForm() {
      const form = useSiteForm(ageSchema, { age: '' });
      return (
        <SiteForm form={form} texts={formTexts('it')} onValid={() => {}}>
          <SelectField
            name="age"
            label="Età"
            options={[
              { value: '', label: '–' },
              { value: '8', label: '8' },
            ]}
          />
          {/* As a child added to the travellers checks its age: a message the field itself did not ask for. */}
          <button type="button" onClick={() => void form.trigger('age')}>
            Controlla
          </button>
        </SiteForm>
      );
    }
    render(<AgeForm />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Controlla' })));
    expect(await screen.findByText(it_.required)).toBeVisible();
    const age = screen.getByLabelText('Età');
    await act(async () => fireEvent.focus(age));
    await act(async () => fireEvent.change(age, { target: { value: '8' } }));
    expect(screen.queryByText(it_.required)).toBeNull();
    expect(age.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a submit with messages: Form incomplete., the list, and the first field outside the customer group scrolled to smoothly and focused', async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Invia' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(it_.incomplete);
    expect(alert.textContent).toContain(`Email: ${it_.email}`);
    // SPEC section 5's 'This field is required' does not name the field: the list does.
    expect(alert.textContent).toContain(`Nome: ${it_.required}`);
    expect(onValid).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Nome');
    expect(document.activeElement).toBe(name);
    expect(scrolled).toEqual([{ behavior: 'smooth', block: 'center', inline: name.id }]);
  });

  it('under reduced motion the scroll is instant', async () => {
    reducedMotion = true;
    render(<TestForm onValid={() => {}} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Invia' })));
    await screen.findByRole('alert');
    expect(scrolled.map((entry) => entry.behavior)).toEqual(['auto']);
  });

  it('a valid submit gets the schema’s output', async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} locale="en" />);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Telefono'), { target: { value: ' 123 ' } });
      fireEvent.change(screen.getByLabelText('Nome'), { target: { value: ' Ada ' } });
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
      fireEvent.click(screen.getByLabelText('Accetto'));
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Invia' })));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0]).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      consent: true,
      customer: { phone: '123' },
    });
  });
});

describe('a lazy schema', () => {
  function LazyForm({ load }: { load: () => Promise<typeof schema> }) {
    const form = useSiteForm(load, { name: '', email: '', consent: false as unknown as true, customer: { phone: '' } });
    const { root } = useRefocus();
    usePreloadOnFirstTouch(root, load);
    return (
      <div ref={root}>
        <SiteForm form={form} texts={formTexts('en')} onValid={() => {}}>
          <TextField name="name" label="Name" />
          <button type="submit">Send</button>
        </SiteForm>
      </div>
    );
  }

  it('is not loaded with the page nor when it idles, but when the visitor first touches the form, once', async () => {
    const load = vi.fn(async () => schema);
    render(<LazyForm load={load} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(load).not.toHaveBeenCalled();
    await act(async () => fireEvent.focusIn(screen.getByLabelText('Name')));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.pointerDown(screen.getByRole('button', { name: 'Send' })));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('form messages', () => {
  it('a message that is not a key of the dictionaries is "This field is not valid."', () => {
    expect(fieldMessage(formTexts('en'), 'Expected string, received number', 'Name')).toBe(
      dictionaries.en.forms.invalid,
    );
    expect(fieldMessage(formTexts('es'), messages.required, 'Nombre')).toBe(dictionaries.es.forms.required);
    // A text with {{field}} gets the field's name.
    expect(fieldMessage(formTexts('es'), 'forms.fieldRequired', 'Nombre')).toBe('Nombre es obligatorio.');
  });

  it('a text a language lacks comes from Portuguese, the forms’ default language', () => {
    const withoutOne = { ...dictionaries.en, forms: { ...dictionaries.en.forms, incomplete: undefined } };
    const original = dictionaries.en;
    (dictionaries as Record<string, unknown>).en = withoutOne;
    try {
      expect(formTexts('en').forms.incomplete).toBe(dictionaries.pt.forms.incomplete);
    } finally {
      (dictionaries as Record<string, unknown>).en = original;
    }
  });
});
