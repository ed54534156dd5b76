import { Field, Picker, Popup } from '@skinbox/ui';
import { useState } from 'react';
import type { Layout } from '../../layout/device';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * A select as a Vant site makes one: a read-only kit Field showing the choice, which opens the
 * kit's Picker in a Popup (from the bottom on /m, in the middle on /p). Enter, Space or a click
 * opens it; the Picker's confirm sets the value, its cancel leaves it.
 */
export function PickerField<T extends string>({
  layout,
  label,
  choices,
  value,
  onChange,
}: {
  layout: Layout;
  label: string;
  choices: readonly Choice<T>[];
  value: NoInfer<T>;
  onChange(value: NoInfer<T>): void;
}) {
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
      <Popup
        show={open}
        position={layout === 'm' ? 'bottom' : 'center'}
        round
        onClose={() => setOpen(false)}
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
              setOpen(false);
              if (next !== undefined) onChange(String(next) as T);
            }}
            onCancel={() => setOpen(false)}
          />
        )}
      </Popup>
    </>
  );
}
