import { Button } from '@skinbox/ui';
import type { ReactNode } from 'react';

/**
 * A row of small buttons of which one is chosen (pressed, in the primary colour): a screen's
 * queue, status or range. `children` stand after the buttons (a custom range's inputs).
 */
export function ChoiceButtons<T extends string>({
  label,
  options,
  chosen,
  onChoose,
  text,
  className,
  children,
}: {
  label: string;
  options: readonly T[];
  chosen: T;
  onChoose(option: T): void;
  text(option: T): string;
  /** The row's own style, given by the css prop; a flex row 8px apart unless said. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div role="group" aria-label={label} className={className} css={{ display: 'flex', gap: 8 }}>
      {options.map((option) => (
        <Button
          key={option}
          size="small"
          variant={chosen === option ? 'primary' : 'default'}
          aria-pressed={chosen === option}
          onClick={() => onChoose(option)}
        >
          {text(option)}
        </Button>
      ))}
      {children}
    </div>
  );
}
