import { useStores } from '@skinbox/stores';
import { Button, Popup } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { appMessages as m } from './messages';

/**
 * The register red packet (SPEC sections 3 and 4): shown closed when getInfo newly reports one;
 * opening it credits the prize (registerReward), which then shows until the player keeps it.
 */
export const RegisterPacketView = observer(function RegisterPacketView() {
  const intl = useIntl();
  const { user } = useStores();
  const [opening, setOpening] = useState(false);
  const { visible, opened, prize } = user.registerPacket;
  const open = async () => {
    setOpening(true);
    await user.openRegisterPacket();
    setOpening(false);
  };
  return (
    <Popup
      show={visible}
      waitsForOthers
      round
      closeable
      onClose={() => user.closeRegisterPacket()}
      aria-label={intl.formatMessage(m.packetTitle)}
    >
      <div
        css={{
          display: 'grid',
          justifyItems: 'center',
          gap: 16,
          width: 280,
          padding: '32px 24px',
          background: 'linear-gradient(180deg, #d6302b, #a3161a)',
          color: '#ffe7b0',
          textAlign: 'center',
        }}
      >
        <h2 css={{ margin: 0 }}>{intl.formatMessage(m.packetTitle)}</h2>
        {opened && prize ? (
          <>
            {prize.skinsUrl && (
              <img
                src={prize.skinsUrl}
                alt={prize.name}
                width={160}
                height={120}
                css={{ objectFit: 'contain' }}
              />
            )}
            <p role="status" css={{ margin: 0, fontSize: 18, fontWeight: 700 }}>
              {intl.formatMessage(m.packetGot, { money: prize.money })}
            </p>
            <Button variant="primary" onClick={() => user.closeRegisterPacket()}>
              {intl.formatMessage(m.packetClose)}
            </Button>
          </>
        ) : (
          <>
            <p css={{ margin: 0 }}>{intl.formatMessage(m.packetIntro)}</p>
            <Button variant="primary" size="large" loading={opening} onClick={() => void open()}>
              {intl.formatMessage(m.packetOpen)}
            </Button>
          </>
        )}
      </div>
    </Popup>
  );
});
