import { Button } from '@skinbox/ui';
import type { Choice } from './PickerField';

/**
 * One choice out of a few that acts at once, where each option is an offer rather than a view
 * (payment methods, card face values, how many boxes to open): kit buttons in a labelled group,
 * the chosen one pressed. Views of one listing are the kit's Tabs; long lists are PickerField.
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
          // "5 hộp", "Ví điện tử": a choice's words stay on one line in every language.
          css={{ whiteSpace: 'nowrap', flex: 'none' }}
        >
          {choice.label}
        </Button>
      ))}
    </div>
  );
}
