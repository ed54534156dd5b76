import { Button, Field, Icon, Picker, Popup } from '@skinbox/ui';
import { useState } from 'react';
import type { Layout } from '../../layout/device';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

interface ChoiceProps<T extends string> {
  layout: Layout;
  label: string;
  choices: readonly Choice<T>[];
  value: NoInfer<T>;
  onChange(value: NoInfer<T>): void;
}

/**
 * The kit's Picker in a Popup (from the bottom on /m, in the middle on /p) while `open`: its
 * confirm sets the value, its cancel leaves it; both close it.
 */
function ChoicePopup<T extends string>({
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

/**
 * A select as a Vant site makes one: a read-only kit Field showing the choice, which opens the
 * kit's Picker (ChoicePopup). Enter, Space or a click opens it.
 */
export function PickerField<T extends string>(props: ChoiceProps<T>) {
  const { layout, label, choices, value } = props;
  const [open, setOpen] = useState(false);
  const chosen = choices.find((choice) => choice.value === value) ?? choices[0];
  return (
    <>
      <Field
        label={label}
        // Stacked in one column on a phone; side by side in a grid on desktop, no hairline there.
        border={layout === 'm'}
        readonly
        value={chosen?.label ?? ''}
        rightIcon="arrow"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          setOpen(true);
        }}
        css={{ cursor: 'pointer', '& input': { cursor: 'pointer' } }}
      />
      <ChoicePopup {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * The same choice as a small kit Button showing it, for a listing's one row (e.g. its order),
 * where a labelled Field would not fit; its accessible name is "label: choice".
 */
export function PickerButton<T extends string>(props: ChoiceProps<T>) {
  const { label, choices, value } = props;
  const [open, setOpen] = useState(false);
  const chosen = choices.find((choice) => choice.value === value) ?? choices[0];
  return (
    <>
      <Button
        size="small"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`${label}: ${chosen?.label ?? ''}`}
        onClick={() => setOpen(true)}
      >
        {chosen?.label}
        <Icon name="arrow-down" css={{ marginLeft: 4 }} />
      </Button>
      <ChoicePopup {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
