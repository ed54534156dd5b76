import { css, type Theme } from '@emotion/react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';

export type ButtonVariant = 'primary' | 'default' | 'danger';
export type ButtonSize = 'small' | 'normal' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks. */
  loading?: boolean;
  /** Fills the width of its container. */
  block?: boolean;
  icon?: ReactNode;
  /**
   * Renders a link with the button's look (Vant's `url`), e.g. a download; `target` and `rel` go
   * with it. A disabled link loses its address and says so with aria-disabled.
   */
  href?: string;
  target?: AnchorHTMLAttributes<HTMLAnchorElement>['target'];
  rel?: string;
}

const heights: Record<ButtonSize, string> = { small: '28px', normal: '40px', large: '48px' };

const base = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  padding: 0 ${theme.space.lg};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  cursor: pointer;
  transition: opacity 0.2s;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: 2px;
  }
`;

const variants: Record<ButtonVariant, (theme: Theme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    background: ${theme.color.primary};
    color: ${theme.color.primaryText};
  `,
  default: (theme) => css`
    background: ${theme.color.surfaceRaised};
    color: ${theme.color.text};
    border-color: ${theme.color.border};
  `,
  danger: (theme) => css`
    background: ${theme.color.danger};
    color: ${theme.color.statusText};
  `,
};

const spinner = css`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: sb-button-spin 0.8s linear infinite;
  @keyframes sb-button-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export function Button({
  variant = 'default',
  size = 'normal',
  loading = false,
  block = false,
  icon,
  disabled,
  type = 'button',
  href,
  target,
  rel,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const intl = useIntl();
  const look = (theme: Theme) => [
    base(theme),
    variants[variant](theme),
    css`
      height: ${heights[size]};
      width: ${block ? '100%' : 'auto'};
      box-sizing: border-box;
      text-decoration: none;
    `,
  ];
  const content = (
    <>
      {loading ? (
        <span
          role="status"
          aria-label={intl.formatMessage({ id: 'ui.button.loading' })}
          css={spinner}
        />
      ) : (
        icon
      )}
      {children}
    </>
  );
  if (href !== undefined) {
    const inactive = disabled || loading;
    return (
      <a
        href={inactive ? undefined : href}
        target={target}
        rel={rel}
        aria-disabled={inactive || undefined}
        aria-busy={loading || undefined}
        css={(theme: Theme) => [
          look(theme),
          inactive &&
            css`
              opacity: 0.5;
              cursor: not-allowed;
            `,
        ]}
        {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      css={look}
      {...rest}
    >
      {content}
    </button>
  );
}
