import type { KeyValueStorage } from '@skinbox/stores';

/**
 * Where a visitor stopped by the route guard wanted to go (SPEC section 2); sign-in goes there
 * afterwards. Kept in sessionStorage under this key, so it belongs to one tab and dies with it.
 */
export const RETURN_ADDRESS_KEY = 'skinbox_return_address';

export function saveReturnAddress(storage: KeyValueStorage, address: string) {
  storage.setItem(RETURN_ADDRESS_KEY, address);
}

/** Reads and forgets the saved address: it is used once. */
export function takeReturnAddress(storage: KeyValueStorage): string | null {
  const address = storage.getItem(RETURN_ADDRESS_KEY);
  storage.removeItem(RETURN_ADDRESS_KEY);
  return address;
}
