import { memoryStorage, type KeyValueStorage } from '@skinbox/stores';
import { createContext, useContext } from 'react';

/** The tab's sessionStorage; tests and stories provide an in-memory one. */
export const SessionStorageContext = createContext<KeyValueStorage | null>(null);

const fallback = memoryStorage();

export function useSessionStorage(): KeyValueStorage {
  return (
    useContext(SessionStorageContext) ??
    (typeof sessionStorage === 'undefined' ? fallback : sessionStorage)
  );
}
