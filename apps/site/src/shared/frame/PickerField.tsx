import { Button, Field, Icon } from '@skinbox/ui';
import { lazy, Suspense, useState } from 'react';
import type { Layout } from '../../layout/device';
import { useOpenedOnce } from './useOpenedOnce';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export interface ChoiceProps<T extends string> {
  layout: Layout;
  label: string;
  choices: readonly Choice<T>[];
  value: NoInfer<T>;
  onChange(value: NoInfer<T>): void;
}

/**
 * The picker's popup (ChoicePopup.tsx) is not on any first screen: it loads when first opened and
 * stays mounted after, so its kit Picker is not part of the screens that show a choice.
 */
const ChoicePopup = lazy(() => import('./ChoicePopup').then((m) => ({ default: m.ChoicePopup })));

/** ChoicePopup once the player has first opened it (nothing before). */
function LazyChoicePopup<T extends string>(
  props: ChoiceProps<T> & { open: boolean; onClose(): void },
) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ChoicePopup {...(props as ChoiceProps<string> & { open: boolean; onClose(): void })} />
    </Suspense>
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
      <LazyChoicePopup {...props} open={open} onClose={() => setOpen(false)} />
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
      <LazyChoicePopup {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
