import type { Locale } from '../locale/messages';
import { createImperativeLayer } from '../toast/imperativeLayer';
import { NotifyView, type NotifyProps } from './NotifyView';

export interface NotifyOptions extends Omit<NotifyProps, 'open'> {
  /** Language of the kit's own texts; defaults to `<html lang>`. */
  locale?: Locale;
}

const layer = createImperativeLayer('notify');
let currentId = 0;

function close(id: number) {
  if (id !== currentId) return;
  currentId += 1;
  layer.clear();
}

/** The imperative notify bar (Vant showNotify): one at a time, a new one replaces the current. */
export const notify = {
  show(input: string | NotifyOptions): { close(): void } {
    const { locale, onClose, ...options } = typeof input === 'string' ? { message: input } : input;
    currentId += 1;
    const id = currentId;
    layer.render(
      <NotifyView
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
