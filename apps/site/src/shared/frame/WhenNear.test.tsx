import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './WhenNear';

describe('WhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  // A browser that never reports the place near the viewport (the part is below the fold).
  const farFromView = () =>
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );

  it('holds the place while the part is far from the viewport', () => {
    farFromView();
    render(
      <WhenNear height={77}>
        <p>verifier</p>
      </WhenNear>,
    );
    expect(screen.queryByText('verifier')).toBeNull();
  });

  it('brings the part at once when the player asked for what it shows', () => {
    farFromView();
    render(
      <WhenNear height={77} now>
        <p>verifier</p>
      </WhenNear>,
    );
    expect(screen.getByText('verifier')).toBeInTheDocument();
  });
});
