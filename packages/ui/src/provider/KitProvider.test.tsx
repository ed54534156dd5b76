import { act, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { addKitTexts } from '../locale/catalogues';
import { lightTokens } from '../theme/tokens';
import { KitProvider } from './KitProvider';

function IntlProbe() {
  const intl = useIntl();
  return (
    <span data-testid="probe" data-locale={intl.locale}>
      {intl.formatMessage({ id: 'ui.button.loading' })}
    </span>
  );
}

describe('KitProvider', () => {
  it('gives react-intl a BCP 47 tag: tw is Traditional Chinese, not Twi', () => {
    render(
      <KitProvider locale="tw">
        <IntlProbe />
      </KitProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveAttribute('data-locale', 'zh-TW');
    expect(screen.getByTestId('probe')).toHaveTextContent('載入中');
  });

  it('speaks zh by default', () => {
    render(
      <KitProvider>
        <IntlProbe />
      </KitProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveAttribute('data-locale', 'zh-CN');
    expect(screen.getByTestId('probe')).toHaveTextContent('加载中');
  });

  it('lets a sister platform replace one text and keeps the others', () => {
    render(
      <KitProvider locale="en" messages={{ 'ui.button.loading': 'Please wait' }}>
        <IntlProbe />
      </KitProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('Please wait');
  });

  it('shows texts a widget adds after the page rendered (a lazily loaded chunk)', () => {
    // An id of this test only: the kit's catalogues are shared by the files of a worker.
    const id = 'ui.kitProviderTest.late';
    function LateProbe() {
      return <span data-testid="late">{useIntl().formatMessage({ id })}</span>;
    }
    const missing = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <KitProvider>
        <LateProbe />
      </KitProvider>,
    );
    missing.mockRestore();
    expect(screen.getByTestId('late')).toHaveTextContent(id);
    act(() => addKitTexts('zh', { [id]: '稍后到' }));
    expect(screen.getByTestId('late')).toHaveTextContent('稍后到');
  });

  it('writes the tokens on :root by default', () => {
    render(<KitProvider tokens={lightTokens} />);
    expect(
      getComputedStyle(document.documentElement).getPropertyValue('--sb-color-background'),
    ).toBe(lightTokens.color.background);
  });

  it('scopes the tokens to its subtree when local', () => {
    render(
      <KitProvider tokens={lightTokens} scope="local">
        <i data-testid="inside" />
      </KitProvider>,
    );
    const scope = screen.getByTestId('inside').parentElement;
    expect(scope).toHaveAttribute('data-kit-scope');
    expect(scope?.style.getPropertyValue('--sb-color-background')).toBe(
      lightTokens.color.background,
    );
  });
});
