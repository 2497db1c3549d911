// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasUnsavedInput, isChunkLoadError, reloadOnce } from './reload';

/** A Storage that lives only in this test. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const CONTACT = new URL('https://www.example.com/it/contattaci/');
const HOME = new URL('https://www.example.com/it/');

describe('reloadOnce', () => {
  it('loads the target on the first call and remembers it', () => {
    const storage = memoryStorage();
    const load = vi.fn();
    expect(reloadOnce(CONTACT, { storage, now: 1_000_000, load })).toBe(true);
    expect(load).toHaveBeenCalledExactlyOnceWith(CONTACT.href);
    expect(storage.length).toBe(1);
  });

  it('does not load the same path again within 10 000 ms', () => {
    const storage = memoryStorage();
    const load = vi.fn();
    reloadOnce(CONTACT, { storage, now: 1_000_000, load });
    expect(reloadOnce(CONTACT, { storage, now: 1_000_000 + 9_999, load })).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('guards by path, whatever the query string', () => {
    const storage = memoryStorage();
    const load = vi.fn();
    reloadOnce(CONTACT, { storage, now: 1_000_000, load });
    expect(reloadOnce(new URL('?a=1', CONTACT), { storage, now: 1_000_500, load })).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again at exactly 10 000 ms and after', () => {
    const storage = memoryStorage();
    const load = vi.fn();
    reloadOnce(CONTACT, { storage, now: 1_000_000, load });
    expect(reloadOnce(CONTACT, { storage, now: 1_010_000, load })).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    // The guard restarts from the second load.
    expect(reloadOnce(CONTACT, { storage, now: 1_015_000, load })).toBe(false);
    expect(reloadOnce(CONTACT, { storage, now: 1_030_000, load })).toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps a separate guard for each path', () => {
    const storage = memoryStorage();
    const load = vi.fn();
    reloadOnce(CONTACT, { storage, now: 1_000_000, load });
    expect(reloadOnce(HOME, { storage, now: 1_000_001, load })).toBe(true);
    expect(load).toHaveBeenLastCalledWith(HOME.href);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not reload when storage throws on read', () => {
    const storage = memoryStorage();
    storage.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const load = vi.fn();
    expect(reloadOnce(CONTACT, { storage, now: 1_000_000, load })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('does not reload when storage throws on write', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const load = vi.fn();
    expect(reloadOnce(CONTACT, { storage, now: 1_000_000, load })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps its guard in sessionStorage by default', () => {
    window.sessionStorage.clear();
    const load = vi.fn();
    expect(reloadOnce(CONTACT, { now: 1_000_000, load })).toBe(true);
    expect(reloadOnce(CONTACT, { now: 1_000_001, load })).toBe(false);
    expect(window.sessionStorage.length).toBe(1);
    window.sessionStorage.clear();
  });
});

describe('hasUnsavedInput', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function page(html: string): HTMLElement {
    document.body.innerHTML = html;
    return document.body;
  }

  it('counts a chosen but unsent file as unsaved input', () => {
    const root = page('<form><input type="file" name="cv"></form>');
    const input = root.querySelector('input')!;
    expect(hasUnsavedInput(root)).toBe(false);
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'cv.pdf')] });
    expect(hasUnsavedInput(root)).toBe(true);
  });

  function typeInto(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
    element.value = value;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }

  it('is false for an untouched form, including prefilled values', () => {
    page(`
      <form>
        <input type="text" name="a">
        <input type="email" name="b" value="me@example.com">
        <textarea name="c">hello</textarea>
        <input type="checkbox" name="d" checked>
        <input type="radio" name="e" value="1"><input type="radio" name="e" value="2" checked>
        <select name="f"><option>one</option><option selected>two</option></select>
        <select name="g" multiple><option selected>x</option><option>y</option></select>
      </form>`);
    expect(hasUnsavedInput()).toBe(false);
  });

  it('is false on a page without forms', () => {
    page('<p>Nothing to fill in</p>');
    expect(hasUnsavedInput()).toBe(false);
  });

  it('is true after typing into a text input', () => {
    page('<input type="text" name="a">');
    typeInto(document.querySelector('input')!, 'Rome');
    expect(hasUnsavedInput()).toBe(true);
  });

  it('is false again once the typed value is back to the default', () => {
    page('<input type="text" name="a" value="Rome">');
    const input = document.querySelector('input')!;
    typeInto(input, 'Paris');
    expect(hasUnsavedInput()).toBe(true);
    typeInto(input, 'Rome');
    expect(hasUnsavedInput()).toBe(false);
  });

  it('is true after typing into a textarea', () => {
    page('<textarea name="c"></textarea>');
    typeInto(document.querySelector('textarea')!, 'A question');
    expect(hasUnsavedInput()).toBe(true);
  });

  it('is true after toggling a checkbox either way', () => {
    page('<input type="checkbox" name="a"><input type="checkbox" name="b" checked>');
    const [off, on] = document.querySelectorAll('input');
    off!.click();
    expect(hasUnsavedInput()).toBe(true);
    off!.click();
    expect(hasUnsavedInput()).toBe(false);
    on!.click();
    expect(hasUnsavedInput()).toBe(true);
  });

  it('is true after choosing another radio button', () => {
    page('<input type="radio" name="e" value="1" checked><input type="radio" name="e" value="2">');
    document.querySelectorAll('input')[1]!.click();
    expect(hasUnsavedInput()).toBe(true);
  });

  it('is true after choosing a radio button in a group with no default', () => {
    page('<input type="radio" name="e" value="1"><input type="radio" name="e" value="2">');
    document.querySelectorAll('input')[0]!.click();
    expect(hasUnsavedInput()).toBe(true);
  });

  it('is true after changing a select with a selected option', () => {
    page('<select><option value="a">A</option><option value="b" selected>B</option></select>');
    const select = document.querySelector('select')!;
    select.value = 'a';
    expect(hasUnsavedInput()).toBe(true);
  });

  it('treats the first option of a select without `selected` as the default', () => {
    page('<select><option value="a">A</option><option value="b">B</option></select>');
    const select = document.querySelector('select')!;
    expect(hasUnsavedInput()).toBe(false);
    select.value = 'b';
    expect(hasUnsavedInput()).toBe(true);
    select.value = 'a';
    expect(hasUnsavedInput()).toBe(false);
  });

  it('is true after changing the choice of a select multiple', () => {
    page('<select multiple><option value="a">A</option><option value="b">B</option></select>');
    const select = document.querySelector('select')!;
    expect(hasUnsavedInput()).toBe(false);
    select.options[1]!.selected = true;
    expect(hasUnsavedInput()).toBe(true);
  });

  it('is true after deselecting the default of a select multiple', () => {
    page('<select multiple><option value="a" selected>A</option><option value="b">B</option></select>');
    document.querySelector('select')!.options[0]!.selected = false;
    expect(hasUnsavedInput()).toBe(true);
  });

  it('ignores hidden and submit inputs even when their value changed', () => {
    page('<input type="hidden" name="token" value="a"><input type="submit" value="Send">');
    const [hidden, submit] = document.querySelectorAll('input');
    hidden!.value = 'b';
    submit!.value = 'Sending';
    expect(hasUnsavedInput()).toBe(false);
  });

  it('only looks inside the root it is given', () => {
    page('<div id="a"><input type="text"></div><div id="b"><input type="text"></div>');
    typeInto(document.querySelector<HTMLInputElement>('#a input')!, 'typed');
    expect(hasUnsavedInput(document.getElementById('b')!)).toBe(false);
    expect(hasUnsavedInput(document.getElementById('a')!)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  function named(name: string, message: string): Error {
    const error = new Error(message);
    error.name = name;
    return error;
  }

  it.each<[string, unknown]>([
    ['a ChunkLoadError', named('ChunkLoadError', 'Loading chunk 42 failed.')],
    ['a ChunkLoadError with any message', named('ChunkLoadError', 'boom')],
    ['an Error saying a chunk failed to load', new Error('Loading chunk 123 failed.')],
    ['a CSS chunk', new Error('Loading CSS chunk app-layout failed')],
    [
      'a failed dynamic import',
      new TypeError('Failed to fetch dynamically imported module: https://www.example.com/_next/static/chunks/a.js'),
    ],
    ['a string reason', 'Loading chunk 7 failed'],
  ])('is true for %s', (_, reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['an ordinary Error', new Error('Something went wrong')],
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a failed fetch', new TypeError('Failed to fetch')],
    ['undefined', undefined],
    ['null', null],
  ])('is false for %s', (_, reason) => {
    expect(isChunkLoadError(reason)).toBe(false);
  });
});
