import { auth } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Form, Popup } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { CodeSender } from '../shared/account/CodeSender';
import { useContractForm } from '../shared/account/useContractForm';
import { appMessages as m } from './messages';

/** The server's slider picture width (the kit's SliderCaptcha keeps it) and the form's padding. */
const SLIDER_WIDTH = 300;
const PADDING = 24;

/**
 * The bind-phone view (SPEC section 4): opened by the stores for a player without a phone (not of
 * the external-login channel); phone, slider, SMS code, then bindMobile.
 */
export const BindPhoneView = observer(function BindPhoneView() {
  const intl = useIntl();
  const { api, ui, user } = useStores();
  const { form, set, err, busy, submit: send } = useContractForm({ mobile: '', code: '' });

  const submit = async () => {
    const result = await send(auth.bindMobile.request.safeParse(form), (data) =>
      api.auth.bindMobile(data),
    );
    if (!result?.ok) return;
    ui.closeBindPhone();
    await user.loadInfo();
  };

  return (
    <Popup
      show={ui.bindPhoneOpen}
      round
      closeable
      onClose={() => ui.closeBindPhone()}
      aria-label={intl.formatMessage(m.bindTitle)}
    >
      <Form
        labelAlign="top"
        onSubmit={() => void submit()}
        css={{
          display: 'grid',
          gap: 12,
          // The slider puzzle is SLIDER_WIDTH px wide and does not shrink: the form is that plus
          // its padding, and on a phone (the centred popup leaves 2 x 24 px of the screen) the
          // side padding gives way first, so the puzzle fits down to a 364 px wide screen.
          width: SLIDER_WIDTH + 2 * PADDING,
          maxWidth: '100%',
          padding: `${PADDING}px clamp(8px, calc((100vw - ${SLIDER_WIDTH + 2 * PADDING}px) / 2), ${PADDING}px)`,
          boxSizing: 'border-box',
        }}
      >
        <h2 css={{ margin: 0 }}>{intl.formatMessage(m.bindTitle)}</h2>
        <p css={{ margin: 0 }}>{intl.formatMessage(m.bindIntro)}</p>
        {ui.bindPhoneOpen && <CodeSender purpose="bindMobile" state={{ form, set, err }} />}
        <Button type="submit" variant="primary" block loading={busy}>
          {intl.formatMessage(m.bindSubmit)}
        </Button>
      </Form>
    </Popup>
  );
});
