import { fields, type auth } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button } from '@skinbox/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from './errors';
import { accountMessages } from './messages';
import { SliderCheck } from './SliderCheck';
import { TextRow } from './TextRow';
import { useCountdown } from './useCountdown';
import { useSlider } from './useSlider';

type Purpose = (typeof auth.VERIFY_CODE_PURPOSES)[number];

/**
 * Phone number, slider check and SMS code: the code is requested only with a valid number and a
 * moved slider ('please pass the slider check first'); then the button counts down the server's
 * resend delay. A refused slider (or any answer) uses the puzzle up, so a new one is drawn.
 */
export function CodeSender({
  purpose,
  mobile,
  code,
  onMobile,
  onCode,
  errors,
}: {
  purpose: Purpose;
  mobile: string;
  code: string;
  onMobile(value: string): void;
  onCode(value: string): void;
  errors: Record<string, string | undefined>;
}) {
  const intl = useIntl();
  const { api } = useStores();
  const errorText = useErrorText();
  const slider = useSlider();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [local, setLocal] = useState<{ mobile?: string; slider?: string }>({});
  const [sent, setSent] = useState(false);

  const send = async () => {
    const phone = fields.mobile.safeParse(mobile);
    const answer = slider.answer();
    const problems = {
      mobile: phone.success ? undefined : errorText('errors.mobileFormat'),
      slider: answer ? undefined : errorText('errors.sliderRequired'),
    };
    setLocal(problems);
    if (!phone.success || !answer) return;
    setSending(true);
    const result = await api.auth.getVerifyCode({ ...answer, mobile: phone.data, purpose });
    setSending(false);
    void slider.refresh();
    if (!result.ok) return;
    setSent(true);
    countdown.start(result.data.resendIn);
  };

  return (
    <>
      <TextRow
        label={intl.formatMessage(accountMessages.mobile)}
        placeholder={intl.formatMessage(accountMessages.mobilePlaceholder)}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={11}
        value={mobile}
        onChange={(event) => onMobile(event.target.value)}
        error={local.mobile ?? errors.mobile}
      />
      <SliderCheck slider={slider} error={local.slider} />
      <TextRow
        label={intl.formatMessage(accountMessages.code)}
        placeholder={intl.formatMessage(accountMessages.codePlaceholder)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => onCode(event.target.value)}
        error={errors.code}
        extra={
          <Button
            loading={sending}
            disabled={countdown.left > 0}
            onClick={() => void send()}
            css={{ flex: 'none' }}
          >
            {countdown.left > 0
              ? intl.formatMessage(accountMessages.resendIn, { sec: countdown.left })
              : intl.formatMessage(accountMessages.sendCode)}
          </Button>
        }
      />
      {sent && countdown.left > 0 && (
        <span
          role="status"
          css={(theme) => ({ color: theme.color.success, fontSize: theme.fontSize.sm })}
        >
          {intl.formatMessage(accountMessages.codeSent)}
        </span>
      )}
    </>
  );
}
