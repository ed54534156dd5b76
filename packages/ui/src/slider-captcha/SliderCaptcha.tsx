import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useControllableValue } from '../hooks/useControllableValue';
import { Icon } from '../icon';
import { Loading } from '../loading';
import {
  SLIDER_HANDLE_SIZE,
  useSliderCaptcha,
  type SliderCaptchaStatus,
  type SliderVerifyResult,
} from './useSliderCaptcha';

export interface SliderCaptchaProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  /** URL (or data URI) of the picture with the gap cut out; without it the widget shows loading. */
  background?: string;
  /** URL (or data URI) of the square piece that fills the gap. */
  piece?: string;
  /** Picture width and height in CSS px; the track is as wide as the picture. */
  width: number;
  height: number;
  /** Side of the square piece in px. */
  pieceSize: number;
  /** Vertical position of the gap and the piece in px (the x position is what the player finds). */
  pieceY: number;
  /** Piece position in px from the left (controlled). */
  value?: number;
  /** Starting position when uncontrolled (0). */
  defaultValue?: number;
  /** Every move of the piece. */
  onChange?: (x: number) => void;
  /** A release after the piece moved: its position and the drag trace, for the server to judge. */
  onVerify?: (result: SliderVerifyResult) => void;
  /** The consumer's verdict: 'verifying' and 'success' lock the slider, 'fail' shows the error. */
  status?: SliderCaptchaStatus;
  /** Shows a refresh button that asks for another puzzle. */
  onRefresh?: () => void;
  /** Waiting for a puzzle: a spinner in the picture, the slider locked. */
  loading?: boolean;
  /** A message under the slider (e.g. 'pass the slider check first'); marks the slider invalid. */
  error?: ReactNode;
}

const statusTone = (theme: Theme, status: SliderCaptchaStatus) =>
  status === 'success'
    ? theme.color.success
    : status === 'fail'
      ? theme.color.danger
      : theme.color.primary;

const picture = (theme: Theme, width: number, height: number) => css`
  position: relative;
  width: ${width}px;
  height: ${height}px;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  user-select: none;
  & > img {
    display: block;
    pointer-events: none;
  }
`;

const refreshButton = (theme: Theme) => css`
  position: absolute;
  top: ${theme.space.xs};
  right: ${theme.space.xs};
  display: flex;
  padding: ${theme.space.xs};
  border: 0;
  border-radius: ${theme.radius.round};
  background: ${theme.color.overlay};
  color: ${theme.color.text};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
  }
`;

const statusBar = (theme: Theme, status: SliderCaptchaStatus) => css`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  padding: ${theme.space.xs} ${theme.space.sm};
  background: ${statusTone(theme, status)};
  color: ${theme.color.primaryText};
  font-size: ${theme.fontSize.sm};
  line-height: 16px;
  text-align: center;
  /* Empty, it stays in the accessibility tree so the verdict is announced when it arrives. */
  &:empty {
    padding: 0;
  }
`;

const track = (theme: Theme, width: number) => css`
  position: relative;
  box-sizing: border-box;
  width: ${width}px;
  height: ${SLIDER_HANDLE_SIZE}px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  user-select: none;
`;

const hint = (theme: Theme) => css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding-left: ${SLIDER_HANDLE_SIZE}px;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  white-space: nowrap;
  overflow: hidden;
`;

const handle = (theme: Theme, status: SliderCaptchaStatus, locked: boolean, dragging: boolean) => {
  const tone = statusTone(theme, status);
  return css`
    position: absolute;
    top: -1px;
    box-sizing: border-box;
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${SLIDER_HANDLE_SIZE}px;
    height: ${SLIDER_HANDLE_SIZE}px;
    border: 1px solid ${status === 'idle' ? theme.color.border : tone};
    border-radius: ${theme.radius.md};
    background: ${status === 'idle' && !dragging ? theme.color.surface : tone};
    color: ${status === 'idle' && !dragging ? theme.color.text : theme.color.primaryText};
    cursor: ${locked ? 'default' : dragging ? 'grabbing' : 'grab'};
    touch-action: none;
    &:focus-visible {
      outline: 2px solid ${theme.color.primary};
      outline-offset: 2px;
    }
  `;
};

/**
 * The slider check (a puzzle captcha): the player drags the handle, the piece follows it along
 * the picture, and on release the widget reports the drop position and the drag trace. The server
 * judges; the consumer shows its verdict through `status`. Keyboard: arrows move, Home/End jump,
 * Enter releases. The handle is a WAI-ARIA slider.
 */
export function SliderCaptcha({
  background,
  piece,
  width,
  height,
  pieceSize,
  pieceY,
  value,
  defaultValue = 0,
  onChange,
  onVerify,
  status = 'idle',
  onRefresh,
  loading = false,
  error,
  ...rest
}: SliderCaptchaProps) {
  const intl = useIntl();
  const id = useId();
  const [x, setX] = useControllableValue({ value, defaultValue, onChange });
  const maxX = Math.max(width - pieceSize, 0);
  const travel = Math.max(width - SLIDER_HANDLE_SIZE, 0);
  const waiting = loading || !background;
  const locked = waiting || status === 'verifying' || status === 'success';
  const { dragging, onPointerDown, onKeyDown } = useSliderCaptcha({
    x,
    setX,
    maxX,
    travel,
    locked,
    onVerify,
  });

  // A new puzzle starts from the left edge again.
  const shownBackground = useRef(background);
  useEffect(() => {
    if (shownBackground.current === background) return;
    shownBackground.current = background;
    setX(defaultValue);
  }, [background, defaultValue, setX]);

  const handleLeft = maxX > 0 ? (Math.min(x, maxX) * travel) / maxX : 0;
  const statusText =
    status === 'idle' ? '' : intl.formatMessage({ id: `ui.sliderCaptcha.${status}` });

  return (
    <div
      css={(theme: Theme) => css`
        display: inline-grid;
        gap: ${theme.space.sm};
        width: ${width}px;
        max-width: 100%;
        color: ${theme.color.text};
        font-family: ${theme.fontFamily};
      `}
      data-status={status}
      {...rest}
    >
      <div css={(theme: Theme) => picture(theme, width, height)}>
        {waiting ? (
          <div
            css={css`
              display: flex;
              align-items: center;
              justify-content: center;
              height: 100%;
            `}
          >
            <Loading size="small" />
          </div>
        ) : (
          <>
            <img
              src={background}
              alt={intl.formatMessage({ id: 'ui.sliderCaptcha.picture' })}
              width={width}
              height={height}
            />
            {piece && (
              <img
                src={piece}
                alt=""
                width={pieceSize}
                height={pieceSize}
                data-piece=""
                style={{ left: x, top: pieceY }}
                css={(theme: Theme) => css`
                  position: absolute;
                  filter: drop-shadow(0 0 3px ${theme.color.overlay});
                `}
              />
            )}
          </>
        )}
        {onRefresh && (
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'ui.sliderCaptcha.refresh' })}
            title={intl.formatMessage({ id: 'ui.sliderCaptcha.refresh' })}
            disabled={status === 'verifying'}
            css={refreshButton}
            onClick={onRefresh}
          >
            <Icon name="refresh" size={16} strokeWidth={2} />
          </button>
        )}
        <div role="status" css={(theme: Theme) => statusBar(theme, status)}>
          {statusText}
        </div>
      </div>
      <div css={(theme: Theme) => track(theme, width)}>
        {x === 0 && status === 'idle' && (
          <span aria-hidden css={hint}>
            {intl.formatMessage({ id: 'ui.sliderCaptcha.hint' })}
          </span>
        )}
        <div
          aria-hidden
          style={{ width: handleLeft + SLIDER_HANDLE_SIZE / 2 }}
          css={(theme: Theme) => css`
            position: absolute;
            top: 0;
            bottom: 0;
            left: 0;
            border-radius: ${theme.radius.md} 0 0 ${theme.radius.md};
            background: color-mix(in srgb, ${statusTone(theme, status)} 25%, transparent);
          `}
        />
        <div
          role="slider"
          tabIndex={waiting ? -1 : 0}
          aria-label={intl.formatMessage({ id: 'ui.sliderCaptcha.label' })}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={x}
          aria-orientation="horizontal"
          aria-disabled={locked || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-dragging={dragging || undefined}
          style={{ left: handleLeft }}
          css={(theme: Theme) => handle(theme, status, locked, dragging)}
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
        >
          {status === 'verifying' ? (
            <Loading size={16} color="currentColor" aria-hidden />
          ) : (
            <Icon
              name={status === 'success' ? 'check' : status === 'fail' ? 'close' : 'arrow'}
              size={20}
              strokeWidth={2}
            />
          )}
        </div>
      </div>
      {error && (
        <span
          id={`${id}-error`}
          role="alert"
          css={(theme: Theme) => css`
            color: ${theme.color.danger};
            font-size: ${theme.fontSize.sm};
          `}
        >
          {error}
        </span>
      )}
    </div>
  );
}
