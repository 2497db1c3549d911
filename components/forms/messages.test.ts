import { describe, expect, it } from 'vitest';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { fieldMessage, formTexts } from '@/lib/i18n/form-texts';

describe('a form’s texts', () => {
  it('are the page’s language, groups of texts included, with only the namespaces asked for', () => {
    const texts = formTexts('en', 'booking');
    expect(texts.booking.status.confirmed).toBe(dictionaries.en.booking.status.confirmed);
    expect(texts.booking.services.flights).toBe(dictionaries.en.booking.services.flights);
    expect(formTexts('it')).not.toHaveProperty('booking');
  });

  it('a schema’s key of an added namespace is that namespace’s text; an unknown one the fallback', () => {
    const texts = formTexts('es', 'booking');
    expect(fieldMessage(texts, 'booking.referenceInvalid', 'Referencia')).toBe(
      dictionaries.es.booking.referenceInvalid,
    );
    expect(fieldMessage(texts, 'booking.nothing', 'Referencia')).toBe(dictionaries.es.forms.invalid);
    expect(fieldMessage(formTexts('es'), 'booking.referenceInvalid', 'Referencia')).toBe(dictionaries.es.forms.invalid);
  });
});
