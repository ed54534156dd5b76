import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Avatar, AVATAR_FRAME_SCALE, AVATAR_SIZES, DEFAULT_AVATAR } from './Avatar';

const FRAME = 'https://cdn.example/frame.png';

describe('Avatar', () => {
  it('shows the picture with the alt text given', () => {
    renderWithKit(<Avatar avater="https://cdn.example/a.png" alt="Ada" />);
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute(
      'src',
      'https://cdn.example/a.png',
    );
  });

  it('falls back to the default picture when empty', () => {
    renderWithKit(<Avatar avater="" alt="Ada" />);
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('src', DEFAULT_AVATAR);
  });

  it('draws the frame when one is given', () => {
    const { container } = renderWithKit(<Avatar avaterFrame={FRAME} />);
    expect(container.querySelector('[data-frame]')).toHaveAttribute('src', FRAME);
  });

  it('draws the frame 1.3 times the picture, centred on it (SPEC)', () => {
    expect(AVATAR_FRAME_SCALE).toBe(1.3);
    const { container } = renderWithKit(<Avatar avaterFrame={FRAME} />);
    expect(container.querySelector('[data-frame]')).toHaveStyle({
      width: '130%',
      height: '130%',
      transform: 'translate(-50%, -50%)',
    });
  });

  it.each([0, '0', ''])('draws no frame for %j', (avaterFrame) => {
    const { container } = renderWithKit(<Avatar avaterFrame={avaterFrame} />);
    expect(container.querySelector('[data-frame]')).toBeNull();
  });

  it('hides the frame with hideFrame', () => {
    const { container } = renderWithKit(<Avatar avaterFrame={FRAME} hideFrame />);
    expect(container.querySelector('[data-frame]')).toBeNull();
  });

  it('shows a streamer flag instead of the frame on mobile', () => {
    const { container } = renderWithKit(<Avatar avaterFrame={FRAME} isAnchor mobile />, {
      locale: 'en',
    });
    expect(screen.getByText('Streamer')).toBeInTheDocument();
    expect(container.querySelector('[data-frame]')).toBeNull();
  });

  it('keeps the frame for a streamer on desktop', () => {
    const { container } = renderWithKit(<Avatar avaterFrame={FRAME} isAnchor />);
    expect(container.querySelector('[data-frame]')).not.toBeNull();
    expect(screen.queryByText('主播')).toBeNull();
  });

  it('takes the pixel size of its named size', () => {
    renderWithKit(<Avatar size="m-head-200" data-testid="a" />);
    expect(screen.getByTestId('a')).toHaveStyle({ width: `${AVATAR_SIZES['m-head-200']}px` });
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Avatar className="extra" style={{ margin: 3 }} data-testid="a" aria-describedby="x" />,
    );
    const avatar = screen.getByTestId('a');
    expect(avatar).toHaveClass('extra');
    expect(avatar).toHaveStyle({ margin: '3px' });
    expect(avatar).toHaveAttribute('aria-describedby', 'x');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<Avatar avaterFrame={FRAME} alt="Ada" />);
    await expectNoAxeViolations(container);
  });
});
