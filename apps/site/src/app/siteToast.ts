import { Toast } from '@skinbox/ui';

/** SPEC section 9: the site's toasts stay 3000 ms (the kit's default is 2000 ms). */
export const SITE_TOAST_MS = 3000;

/** How the api client and the stores show a message: the kit's toast, 3000 ms. */
export function siteToast(message: string) {
  Toast.show({ message, duration: SITE_TOAST_MS });
}
