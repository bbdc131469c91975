/** Leaves the shop for another site's page (the card provider's): a full page load. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
