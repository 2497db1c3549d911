/** SPEC section 8: a reload happens at most once per path within this window, across reloads. */
export const RELOAD_GUARD_MS = 10_000;
const GUARD_KEY_PREFIX = 'reload-guard:';

/**
 * Loads `target` with a full page load unless this path was already reloaded
 * in the last 10 s (so a build that keeps failing cannot trap the visitor in
 * a reload loop). The guard lives in sessionStorage so it survives the reload.
 * Returns whether the page is being reloaded.
 */
export function reloadOnce(
  target: URL,
  { storage = window.sessionStorage, now = Date.now(), load = (url: string) => window.location.assign(url) } = {},
): boolean {
  const key = GUARD_KEY_PREFIX + target.pathname;
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(key));
  } catch {
    // Storage can be disabled; without a guard it is safer not to reload at all.
    return false;
  }
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(key, String(now));
  } catch {
    return false;
  }
  load(target.href);
  return true;
}

const IGNORED_INPUT_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/** True when any form control on the page holds a value the visitor typed or chose and has not submitted. */
export function hasUnsavedInput(root: ParentNode = document): boolean {
  for (const control of root.querySelectorAll('input, textarea, select')) {
    if (control instanceof HTMLInputElement) {
      if (IGNORED_INPUT_TYPES.has(control.type)) continue;
      const dirty =
        control.type === 'checkbox' || control.type === 'radio'
          ? control.checked !== control.defaultChecked
          : control.type === 'file'
            ? (control.files?.length ?? 0) > 0
            : control.value !== control.defaultValue;
      if (dirty) return true;
    } else if (control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) return true;
    } else if (control instanceof HTMLSelectElement) {
      // A single select with no `selected` option starts on its first option.
      const options = Array.from(control.options);
      const initial = options.map((option) => option.defaultSelected);
      if (!control.multiple && options.length > 0 && !initial.includes(true)) initial[0] = true;
      if (options.some((option, index) => option.selected !== initial[index])) return true;
    }
  }
  return false;
}

/** Errors that mean the page's code no longer matches the server's build (a deploy happened). */
export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '');
  return /ChunkLoadError|Loading (?:CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
    text,
  );
}
