import { prizeToast } from './prizeToastApi';
import { PrizeToastView, type PrizeToastProps } from './PrizeToastView';

/** `<PrizeToast open … />` declaratively and `PrizeToast.show / clear` imperatively. */
export const PrizeToast = /* @__PURE__ */ Object.assign(function PrizeToast(
  props: PrizeToastProps,
) {
  return <PrizeToastView {...props} />;
}, prizeToast);
