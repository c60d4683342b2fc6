/** Leaves the site for the provider's checkout page (its own module, so tests can stand in for it). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
