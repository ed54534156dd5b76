import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useControllableValue } from '../hooks/useControllableValue';
import { COUPON_CODE_MAX_LENGTH, canExchange } from '../validators/validators';

/** Index of "no coupon" (Vant: chosenCoupon -1). */
export const NO_COUPON = -1;

export interface UseCouponListOptions {
  count: number;
  chosenCoupon?: number;
  defaultChosenCoupon?: number;
  onChange?: (index: number) => void;
  code?: string;
  defaultCode?: string;
  onCodeChange?: (code: string) => void;
  onExchange?: (code: string) => void;
  exchangeMinLength: number;
  exchangeButtonDisabled: boolean;
  displayedCouponIndex: number;
}

/**
 * CouponList's behaviour: the chosen index (a radio group: arrows move and choose, Space/Enter
 * choose), the exchange code with its length rule (the kit's `canExchange`: at least
 * `exchangeMinLength`, at most COUPON_CODE_MAX_LENGTH characters), and scrolling a coupon into view.
 */
export function useCouponList({
  count,
  chosenCoupon,
  defaultChosenCoupon = NO_COUPON,
  onChange,
  code,
  defaultCode = '',
  onCodeChange,
  onExchange,
  exchangeMinLength,
  exchangeButtonDisabled,
  displayedCouponIndex,
}: UseCouponListOptions) {
  const [chosen, setChosen] = useControllableValue({
    value: chosenCoupon,
    defaultValue: defaultChosenCoupon,
    onChange,
  });
  const [currentCode, setCode] = useControllableValue({
    value: code,
    defaultValue: defaultCode,
    onChange: onCodeChange,
  });
  const items = useRef(new Map<number, HTMLElement>());

  useEffect(() => {
    items.current.get(displayedCouponIndex)?.scrollIntoView?.({ block: 'nearest' });
  }, [displayedCouponIndex]);

  const moveTo = (index: number) => {
    const target = (index + count) % count;
    setChosen(target);
    items.current.get(target)?.focus();
  };

  const onItemKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
      case 'ArrowLeft':
        moveTo(index - 1);
        break;
      case ' ':
      case 'Enter':
        setChosen(index);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const exchange = () => {
    if (!canExchange(currentCode, exchangeMinLength)) return;
    onExchange?.(currentCode);
    // Vant clears the field after an exchange unless the owner holds the code.
    if (code === undefined) setCode('');
  };

  return {
    chosen,
    choose: setChosen,
    onItemKeyDown,
    /** The roving tab stop: the chosen coupon, else the first. */
    tabStop: chosen >= 0 && chosen < count ? chosen : 0,
    itemRef: (index: number) => (node: HTMLElement | null) => {
      if (node) items.current.set(index, node);
      else items.current.delete(index);
    },
    code: currentCode,
    setCode: (next: string) => setCode(next.slice(0, COUPON_CODE_MAX_LENGTH)),
    exchangeDisabled: exchangeButtonDisabled || !canExchange(currentCode, exchangeMinLength),
    exchange,
  };
}
