import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import type { CheckerDirection } from './Checker';

export interface CheckerGroupProps extends HTMLAttributes<HTMLDivElement> {
  role: 'group' | 'radiogroup';
  disabled?: boolean;
  /** 'vertical' (the default) stacks the items; 'horizontal' puts them in a wrapping row. */
  direction?: CheckerDirection;
}

const layout = (theme: Theme, direction: CheckerDirection) =>
  direction === 'horizontal'
    ? css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${theme.space.sm} ${theme.space.md};
      `
    : css`
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        gap: ${theme.space.sm};
      `;

/** The element of CheckboxGroup and RadioGroup: its role, disabled state and layout. */
export function CheckerGroup({ disabled, direction = 'vertical', ...rest }: CheckerGroupProps) {
  return (
    <div
      aria-disabled={disabled || undefined}
      data-direction={direction}
      css={(theme: Theme) => layout(theme, direction)}
      {...rest}
    />
  );
}
