/** A browser tab for the provider's checkout page. */
export interface CheckoutTab {
  /** Shows `url` in the tab; false when no tab could be opened (a blocker, an in-app browser). */
  show(url: string): boolean;
  /** Closes the tab unused (the order was refused or paid at once). */
  close(): void;
}

/**
 * Opens an empty tab at the player's press, before the order exists: a tab opened after the
 * server's answer is no longer the press's own, and pop-up blockers stop it. The provider's page
 * gets no handle on the site's tab (opener cleared).
 */
export function openCheckoutTab(): CheckoutTab {
  const tab = window.open('', '_blank');
  return {
    show(url) {
      if (!tab || tab.closed) return false;
      tab.opener = null;
      tab.location.href = url;
      return true;
    },
    close() {
      tab?.close();
    },
  };
}
