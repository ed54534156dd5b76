import type { Locale } from '../locale/types';
import { createSingleViewLayer } from '../toast/imperativeLayer';
import { PrizeToastView, type PrizeToastProps } from './PrizeToastView';

export interface PrizeToastOptions extends Omit<PrizeToastProps, 'open'> {
  /** Language of the text; defaults to `<html lang>`. */
  locale?: Locale;
}

const layer = /* @__PURE__ */ createSingleViewLayer('prize-toast');

/** The imperative prize toast: one at a time, PRIZE_TOAST_DURATION by default. */
export const prizeToast = {
  show({ locale, onClose, ...options }: PrizeToastOptions): { close(): void } {
    return layer.show((close) => <PrizeToastView open {...options} onClose={close} />, {
      locale,
      onClose,
    });
  },
  clear: layer.clear,
};
