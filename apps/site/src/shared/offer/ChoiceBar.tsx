import { Button } from '@skinbox/ui';

/** The running count and value of a choice of bag entries, with a button to clear it. */
export function ChoiceBar({
  text,
  clearLabel,
  onClear,
}: {
  text: string;
  clearLabel: string;
  onClear(): void;
}) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <span aria-live="polite">{text}</span>
      <Button size="small" onClick={onClear}>
        {clearLabel}
      </Button>
    </div>
  );
}
