import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { outsideNavigation } from './outsideNavigation';

function Address() {
  const location = useLocation();
  return <p>{location.pathname + location.search}</p>;
}

function renderRouter(navigation: ReturnType<typeof outsideNavigation>) {
  return render(
    <MemoryRouter initialEntries={['/m/home']}>
      <navigation.Bridge />
      <Address />
    </MemoryRouter>,
  );
}

describe('outsideNavigation', () => {
  it('navigates through the mounted router', () => {
    const navigation = outsideNavigation();
    renderRouter(navigation);
    act(() => navigation.navigate('/m/bag?tab=2'));
    expect(screen.getByText('/m/bag?tab=2')).toBeTruthy();
  });

  it('keeps a navigation asked before the router mounts and makes it on mounting', async () => {
    const navigation = outsideNavigation();
    navigation.navigate('/m/sign');
    renderRouter(navigation);
    expect(await screen.findByText('/m/sign')).toBeTruthy();
  });

  it('stops navigating once the router is gone', async () => {
    const navigation = outsideNavigation();
    const { unmount } = renderRouter(navigation);
    unmount();
    navigation.navigate('/m/crash');
    renderRouter(navigation);
    expect(await screen.findByText('/m/crash')).toBeTruthy();
  });
});
