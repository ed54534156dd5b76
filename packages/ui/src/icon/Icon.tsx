import type { SVGProps } from 'react';
import { ICON_PATHS, type IconName } from './icons';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'color'> {
  name: IconName;
  /** Any CSS length; a number is pixels. Defaults to the surrounding font size. */
  size?: number | string;
  /** Any CSS colour; defaults to the surrounding text colour. */
  color?: string;
  /**
   * Accessible name. Without one the icon is decorative (aria-hidden), as most icons sit beside
   * text that already says what they mean.
   */
  label?: string;
  /** Stroke width in viewBox units (24×24). */
  strokeWidth?: number;
}

/** An inline-SVG icon that follows `currentColor`. */
export function Icon({
  name,
  size = '1em',
  color,
  label,
  strokeWidth = 1.8,
  style,
  ...rest
}: IconProps) {
  const dimension = typeof size === 'number' ? `${size}px` : size;
  return (
    <svg
      viewBox="0 0 24 24"
      width={dimension}
      height={dimension}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      style={{ flexShrink: 0, verticalAlign: '-0.125em', color, ...style }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
