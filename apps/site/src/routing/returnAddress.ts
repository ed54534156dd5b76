import type { KeyValueStorage } from '@skinbox/stores';

/**
 * Where a visitor stopped by the route guard wanted to go (SPEC section 2); sign-in goes there
 * afterwards. Kept in sessionStorage under this key, so it belongs to one tab and dies with it.
 */
export const RETURN_ADDRESS_KEY = 'skinbox_return_address';

export function saveReturnAddress(storage: KeyValueStorage, address: string) {
  storage.setItem(RETURN_ADDRESS_KEY, address);
}

/** Reads the saved address and keeps it: the sign-in form says which page waits behind it. */
export function peekReturnAddress(storage: KeyValueStorage): string | null {
  return storage.getItem(RETURN_ADDRESS_KEY);
}

/** Reads and forgets the saved address: it is used once. */
export function takeReturnAddress(storage: KeyValueStorage): string | null {
  const address = storage.getItem(RETURN_ADDRESS_KEY);
  storage.removeItem(RETURN_ADDRESS_KEY);
  return address;
}
