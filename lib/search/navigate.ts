/** Leaves the site for a search's handover (a full page load: the booking engine is another site). Its own module, so tests can watch it. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
