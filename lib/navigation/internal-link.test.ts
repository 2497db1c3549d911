// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { internalNavigationTarget } from './internal-link';

function clickOn(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const anchor = document.querySelector('a')!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: anchor.firstElementChild ?? anchor });
  return internalNavigationTarget(event);
}

describe('internalNavigationTarget', () => {
  it('returns the URL of a same-origin link to another page', () => {
    expect(clickOn('<a href="/it/contattaci/"><span>x</span></a>')?.pathname).toBe('/it/contattaci/');
  });
  it('ignores modified clicks, new tabs, downloads, other origins and the current page', () => {
    expect(clickOn('<a href="/en/x/">x</a>', { ctrlKey: true })).toBeNull();
    expect(clickOn('<a href="/en/x/" target="_blank">x</a>')).toBeNull();
    expect(clickOn('<a href="/en/x/" download>x</a>')).toBeNull();
    expect(clickOn('<a href="https://elsewhere.example/">x</a>')).toBeNull();
    expect(clickOn(`<a href="${window.location.pathname}">x</a>`)).toBeNull();
  });
});
