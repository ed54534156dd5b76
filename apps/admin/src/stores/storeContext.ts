import { createContext, useContext } from 'react';
import type { ConsoleStore } from './ConsoleStore';

export const ConsoleStoreContext = createContext<ConsoleStore | null>(null);

export function useConsole(): ConsoleStore {
  const store = useContext(ConsoleStoreContext);
  if (!store) throw new Error('useConsole outside the console App');
  return store;
}
