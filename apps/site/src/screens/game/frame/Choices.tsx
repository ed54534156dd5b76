import { Button } from '@skinbox/ui';

import type { Choice } from './PickerField';

/**
 * One choice out of a few (a filter's "all / a / b"): kit buttons in a labelled group, the chosen
 * one pressed. Until UI-B's Tabs or a chip group lands (asked in coord NOTES).
 */
export function Choices<T extends string>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: Choice<T>[];
  value: T;
  onChange(value: T): void;
}) {
  return (
    <div role="group" aria-label={label} css={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      {choices.map((choice) => (
        <Button
          key={choice.value}
          size="small"
          variant={choice.value === value ? 'primary' : 'default'}
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </div>
  );
}
