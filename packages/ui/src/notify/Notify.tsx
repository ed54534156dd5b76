import { notify } from './notifyApi';
import { NotifyView, type NotifyProps } from './NotifyView';

/** `<Notify open message="…" />` declaratively and `Notify.show / clear` imperatively. */
export const Notify = /* @__PURE__ */ Object.assign(function Notify(props: NotifyProps) {
  return <NotifyView {...props} />;
}, notify);
