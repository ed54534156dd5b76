import { css, type Theme } from '@emotion/react';
import {
  useEffect,
  useImperativeHandle,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { COUNT_DOWN_FORMAT, formatCountDown, type CountDownTime } from './formatCountDown';
import { useCountDown } from './useCountDown';

export interface CountDownHandle {
  start: () => void;
  pause: () => void;
  /** Back to `time`; counts again at once when `autoStart`. */
  reset: () => void;
}

export interface CountDownProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onChange'
> {
  /** Total time in milliseconds. */
  time: number;
  /** Tokens DD, HH, mm, ss, S, SS, SSS; 'HH:mm:ss' by default. */
  format?: string;
  /** Update every animation frame, for formats that show milliseconds. */
  millisecond?: boolean;
  /** Start counting on mount and whenever `time` changes. True by default. */
  autoStart?: boolean;
  onChange?: (current: CountDownTime) => void;
  onFinish?: () => void;
  /** Renders the remaining time yourself, e.g. as blocks. */
  children?: (current: CountDownTime) => ReactNode;
  ref?: Ref<CountDownHandle>;
}

const root = (theme: Theme) => css`
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  line-height: 20px;
  font-variant-numeric: tabular-nums;
`;

/** A count-down (Vant CountDown): formatted text, or whatever `children` renders from the parts. */
export function CountDown({
  time,
  format = COUNT_DOWN_FORMAT,
  millisecond = false,
  autoStart = true,
  onChange,
  onFinish,
  children,
  ref,
  ...rest
}: CountDownProps) {
  const { current, start, pause, reset } = useCountDown({
    time,
    millisecond,
    onChange,
    onFinish,
  });

  useEffect(() => {
    reset(time);
    if (autoStart) start();
    // Only a new `time` restarts the count; autoStart is read when that happens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [time]);

  useImperativeHandle(
    ref,
    () => ({
      start,
      pause,
      reset: () => {
        reset(time);
        if (autoStart) start();
      },
    }),
    [start, pause, reset, time, autoStart],
  );

  return (
    <div role="timer" css={root} {...rest}>
      {children ? children(current) : formatCountDown(current, format)}
    </div>
  );
}
