'use client';

import { SiteForm, TextField, useSiteForm } from '@/components/forms/FormKit.client';
import type { FormTexts } from '@/lib/i18n/form-texts';
import { aiSearchSchema } from '@/schemas/ai-search';
import type { AiToursTexts } from './AiToursFlow.client';
import { Actions, mainButton, secondaryButton } from './buttons';

/** The free-text field on the form kit: 10 to 255 characters (schemas/ai-search.ts), the message after blur or submit. */
export default function AiToursForm({
  texts,
  formTexts,
  defaultText,
  onSearch,
  onBack,
}: {
  texts: AiToursTexts;
  formTexts: FormTexts;
  defaultText: string;
  onSearch: (text: string) => void;
  /** Back to the tips, with the text as it is (not checked: it is kept, not searched). */
  onBack: (text: string) => void;
}) {
  const form = useSiteForm(aiSearchSchema, { text: defaultText });
  return (
    <SiteForm
      form={form}
      texts={formTexts}
      onValid={({ text }) => onSearch(text)}
      className="flex flex-col gap-4"
      aria-label={texts.label}
    >
      <TextField
        name="text"
        label={texts.label}
        description={texts.hint}
        placeholder={texts.placeholder}
        autoComplete="off"
      />
      <Actions>
        <button type="button" className={secondaryButton} onClick={() => onBack(form.getValues('text'))}>
          {texts.back}
        </button>
        {/* The field keeps the focus on mousedown: its blur would show the message and move this button down before
            the mouseup, and the click would land beside it. The submit then shows every message at once. */}
        <button type="submit" className={mainButton} data-action="main" onMouseDown={(event) => event.preventDefault()}>
          {texts.search}
        </button>
      </Actions>
    </SiteForm>
  );
}
