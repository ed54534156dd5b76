import type { Locale } from '../locale/types';
import { createSingleViewLayer } from '../toast/imperativeLayer';
import { NotifyView, type NotifyProps } from './NotifyView';

export interface NotifyOptions extends Omit<NotifyProps, 'open'> {
  /** Language of the kit's own texts; defaults to `<html lang>`. */
  locale?: Locale;
}

const layer = /* @__PURE__ */ createSingleViewLayer('notify');

/** The imperative notify bar (Vant showNotify): one at a time, a new one replaces the current. */
export const notify = {
  show(input: string | NotifyOptions): { close(): void } {
    const { locale, onClose, ...options } = typeof input === 'string' ? { message: input } : input;
    return layer.show((close) => <NotifyView open {...options} onClose={close} />, {
      locale,
      onClose,
    });
  },
  clear: layer.clear,
};
