'use client';

import { useState } from 'react';

type Labels = { data: string; stack: string; copy: string; copied: string };

function CopyBlock({ title, text, labels }: { title: string; text: string; labels: Labels }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="w-full text-left">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">{title}</h2>
        <button
          type="button"
          className="rounded border border-neutral-300 px-3 py-1 text-sm"
          onClick={() => {
            // A refused or missing clipboard (no permission, plain http) leaves the label as it is.
            navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => undefined,
            );
          }}
        >
          {copied ? labels.copied : labels.copy}
        </button>
      </div>
      <pre className="mt-2 max-h-96 overflow-auto rounded bg-neutral-900 p-3 text-xs text-neutral-100">{text}</pre>
    </div>
  );
}

/**
 * Raw error data and the server stack, each with a Copy button. Only ever
 * rendered after `debugErrorsAllowed` said yes (SPEC section 2, showErrors).
 */
export function ErrorDetails({ data, stack, labels }: { data?: unknown; stack?: string; labels: Labels }) {
  return (
    <div data-testid="error-details" className="mt-8 flex w-full flex-col gap-6">
      {data !== undefined ? (
        <CopyBlock title={labels.data} text={JSON.stringify(data, null, 2)} labels={labels} />
      ) : null}
      {stack ? <CopyBlock title={labels.stack} text={stack} labels={labels} /> : null}
    </div>
  );
}
