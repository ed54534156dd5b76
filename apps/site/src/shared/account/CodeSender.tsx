import { fields, type auth } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, SliderCaptcha, useCountDown } from '@skinbox/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from './errors';
import { accountMessages } from './messages';
import type { FormFields } from './useContractForm';
import { useSlider } from './useSlider';
import { CardField } from './CardField';

type Purpose = (typeof auth.VERIFY_CODE_PURPOSES)[number];

/**
 * Phone number, slider check and SMS code, in kit widgets (Field, SliderCaptcha, useCountDown):
 * the code is requested only with a valid number and a released slider ('please pass the slider
 * check first'); the server judges the slider with that request, and the button then counts down
 * the server's resend delay. When it ends a new puzzle is drawn for the next request.
 */
export function CodeSender({
  purpose,
  state: { form, set, err },
}: {
  purpose: Purpose;
  /** The form's phone number and code. */
  state: FormFields<{ mobile: string; code: string }>;
}) {
  const intl = useIntl();
  const { api } = useStores();
  const errorText = useErrorText();
  const slider = useSlider();
  const resend = useCountDown({ time: 0, onFinish: () => void slider.refresh() });
  const left = Math.ceil(resend.current.total / 1000);
  const [sending, setSending] = useState(false);
  const [local, setLocal] = useState<{ mobile?: string | undefined; slider?: string | undefined }>(
    {},
  );
  const [sent, setSent] = useState(false);

  const send = async () => {
    const phone = fields.mobile.safeParse(form.mobile);
    const answer = slider.answer;
    setLocal({
      mobile: phone.success ? undefined : errorText('errors.mobileFormat'),
      slider: answer ? undefined : errorText('errors.sliderRequired'),
    });
    if (!phone.success || !answer) return;
    setSending(true);
    slider.judging();
    const result = await api.auth.getVerifyCode({ ...answer, mobile: phone.data, purpose });
    setSending(false);
    slider.judged(result.ok, !result.ok && result.msg === errorText('errors.sliderFailed'));
    if (!result.ok) return;
    setSent(true);
    resend.reset(result.data.resendIn * 1000);
    resend.start();
  };

  const { challenge } = slider;
  return (
    <>
      <CardField
        label={intl.formatMessage(accountMessages.mobile)}
        placeholder={intl.formatMessage(accountMessages.mobilePlaceholder)}
        type="tel"
        autoComplete="tel-national"
        maxlength={11}
        value={form.mobile}
        onChange={set('mobile')}
        errorMessage={local.mobile ?? err('mobile')}
      />
      <SliderCaptcha
        data-testid="slider-captcha"
        background={challenge?.background}
        piece={challenge?.piece}
        width={challenge?.width ?? 300}
        height={challenge?.height ?? 150}
        pieceSize={challenge?.pieceSize ?? 44}
        pieceY={challenge?.pieceY ?? 0}
        loading={!challenge}
        status={slider.status}
        onVerify={slider.verify}
        onRefresh={() => void slider.refresh()}
        error={local.slider}
        css={(theme) => ({ justifySelf: 'center', margin: `${theme.space.sm} 0` })}
      />
      <CardField
        label={intl.formatMessage(accountMessages.code)}
        placeholder={intl.formatMessage(accountMessages.codePlaceholder)}
        type="digit"
        autoComplete="one-time-code"
        maxlength={6}
        value={form.code}
        onChange={set('code')}
        errorMessage={err('code')}
        button={
          <Button
            size="small"
            variant="primary"
            loading={sending}
            disabled={left > 0}
            onClick={() => void send()}
            css={{ flex: 'none' }}
          >
            {left > 0
              ? intl.formatMessage(accountMessages.resendIn, { sec: left })
              : intl.formatMessage(accountMessages.sendCode)}
          </Button>
        }
      />
      {sent && left > 0 && (
        <span
          role="status"
          css={(theme) => ({
            padding: `0 ${theme.space.lg}`,
            color: theme.color.success,
            fontSize: theme.fontSize.sm,
          })}
        >
          {intl.formatMessage(accountMessages.codeSent)}
        </span>
      )}
    </>
  );
}
