import { Button, Icon, Loading } from '@skinbox/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { accountMessages } from './messages';
import type { SliderState } from './useSlider';

/**
 * The slider puzzle: the server's picture with its gap, the piece at the chosen position, and a
 * range input that moves it (pointer or arrow keys). In plain markup until the kit's SliderCaptcha
 * lands (asked of UI-A in coord NOTES).
 */
export function SliderCheck({ slider, error }: { slider: SliderState; error?: string }) {
  const intl = useIntl();
  const id = useId();
  const { challenge } = slider;
  if (!challenge)
    return <Loading size="small">{intl.formatMessage(accountMessages.sliderLoading)}</Loading>;
  return (
    <div css={{ display: 'grid', gap: 6, width: challenge.width, maxWidth: '100%' }}>
      <div css={{ position: 'relative', width: challenge.width, height: challenge.height }}>
        <img
          src={challenge.background}
          alt={intl.formatMessage(accountMessages.sliderPicture)}
          width={challenge.width}
          height={challenge.height}
          data-testid="slider-background"
          css={{ display: 'block', borderRadius: 8 }}
        />
        <img
          src={challenge.piece}
          alt=""
          width={challenge.pieceSize}
          height={challenge.pieceSize}
          css={{
            position: 'absolute',
            left: slider.x,
            top: challenge.pieceY,
            boxShadow: '0 0 6px #000',
          }}
        />
      </div>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <label
          htmlFor={id}
          css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.color.textMuted })}
        >
          {intl.formatMessage(accountMessages.slider)}
        </label>
        <Button
          size="small"
          aria-label={intl.formatMessage(accountMessages.sliderRefresh)}
          title={intl.formatMessage(accountMessages.sliderRefresh)}
          onClick={() => void slider.refresh()}
          icon={<Icon name="refresh" size={14} />}
        />
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={challenge.width - challenge.pieceSize}
        step={1}
        value={slider.x}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => slider.move(Number(event.target.value))}
        css={(theme) => ({ width: '100%', accentColor: theme.color.primary })}
      />
      {error && (
        <span
          id={`${id}-error`}
          role="alert"
          css={(theme) => ({ color: theme.color.danger, fontSize: theme.fontSize.sm })}
        >
          {error}
        </span>
      )}
    </div>
  );
}
