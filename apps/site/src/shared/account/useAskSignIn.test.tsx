import { memoryStorage, StoresProvider } from '@skinbox/stores';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { peekReturnAddress, saveReturnAddress } from '../../routing/returnAddress';
import { SessionStorageContext } from '../../routing/sessionStorage';
import { useFinishSignIn } from '../../routing/useFinishSignIn';
import { mockStore } from '../../testing/mockStore';
import { useAskSignIn } from './useAskSignIn';

function setup(path: string) {
  const store = mockStore();
  const storage = memoryStorage();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoresProvider store={store}>
      <SessionStorageContext value={storage}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </SessionStorageContext>
    </StoresProvider>
  );
  const { result } = renderHook(
    () => ({
      ask: useAskSignIn(),
      finish: useFinishSignIn(),
      navigate: useNavigate(),
      location: useLocation(),
    }),
    { wrapper },
  );
  return { store, storage, result };
}

describe('useAskSignIn', () => {
  it('opens sign-in and keeps the page the visitor was on, query included', () => {
    const { store, storage, result } = setup('/m/openbox?boxId=3');
    act(() => result.current.ask());
    expect(store.ui.signInOpen).toBe(true);
    expect(peekReturnAddress(storage)).toBe('/m/openbox?boxId=3');
  });

  it('keeps the address it is given instead', () => {
    const { storage, result } = setup('/p/home');
    act(() => result.current.ask('/p/me/vip'));
    expect(peekReturnAddress(storage)).toBe('/p/me/vip');
  });

  it('keeps the address saved before when asked from the sign-in flow’s own pages', () => {
    const { store, storage, result } = setup('/m/register');
    saveReturnAddress(storage, '/m/vip');
    act(() => result.current.ask());
    expect(store.ui.signInOpen).toBe(true);
    expect(peekReturnAddress(storage)).toBe('/m/vip');
  });

  it('brings the visitor back to that page once signed in, not to the sign-in page’s default', async () => {
    const { result } = setup('/m/openbox?boxId=3');
    act(() => result.current.ask());
    act(() => void result.current.navigate('/m/sign'));
    await act(() => result.current.finish({ token: 'tok-1', userId: 7 }, '/m/home'));
    expect(result.current.location.pathname + result.current.location.search).toBe(
      '/m/openbox?boxId=3',
    );
  });
});
