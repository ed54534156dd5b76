import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
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
