import type { Locale } from '../locale/messages';
import { createImperativeLayer } from '../toast/imperativeLayer';
import { PrizeToastView, type PrizeToastProps } from './PrizeToastView';

export interface PrizeToastOptions extends Omit<PrizeToastProps, 'open'> {
  /** Language of the text; defaults to `<html lang>`. */
  locale?: Locale;
}

const layer = createImperativeLayer('prize-toast');
let currentId = 0;

function close(id: number) {
  if (id !== currentId) return;
  currentId += 1;
  layer.clear();
}

/** The imperative prize toast: one at a time, PRIZE_TOAST_DURATION by default. */
export const prizeToast = {
  show({ locale, onClose, ...options }: PrizeToastOptions): { close(): void } {
    currentId += 1;
    const id = currentId;
    layer.render(
      <PrizeToastView
        key={id}
        open
        {...options}
        onClose={() => {
          close(id);
          onClose?.();
        }}
      />,
      locale,
    );
    return { close: () => close(id) };
  },
  clear: () => close(currentId),
};
