import { Picker, Popup } from '@skinbox/ui';
import type { ChoiceProps } from './PickerField';

/**
 * The kit's Picker in a Popup (from the bottom on /m, in the middle on /p) while `open`: its
 * confirm sets the value, its cancel leaves it; both close it.
 */
export function ChoicePopup<T extends string>({
  layout,
  label,
  choices,
  value,
  onChange,
  open,
  onClose,
}: ChoiceProps<T> & { open: boolean; onClose(): void }) {
  return (
    <Popup
      show={open}
      position={layout === 'm' ? 'bottom' : 'center'}
      round
      onClose={onClose}
      aria-label={label}
      css={layout === 'p' ? { width: 360 } : undefined}
    >
      {open && (
        <Picker
          title={label}
          columns={choices.map((choice) => ({ text: choice.label, value: choice.value }))}
          defaultValue={[value]}
          columnLabels={[label]}
          onConfirm={([next]) => {
            onClose();
            if (next !== undefined) onChange(String(next) as T);
          }}
          onCancel={onClose}
        />
      )}
    </Popup>
  );
}
