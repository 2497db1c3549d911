import { HONEYPOT_FIELD } from '@/lib/http/honeypot';

/**
 * The field people never see and bots fill in (lib/http/form-post.ts drops
 * what comes with it filled): off-screen, out of the tab order, hidden from
 * assistive technology, and not offered by autofill.
 */
export function Honeypot({ register }: { register?: (name: typeof HONEYPOT_FIELD) => object }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Homepage
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          {...register?.(HONEYPOT_FIELD)}
        />
      </label>
    </div>
  );
}
