import { useStores } from '@skinbox/stores';
import { Button, Icon } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { sideMenuMessages } from './sideMenuMessages';

/**
 * The sound and animation switches (persisted in prefs, default on), named in words beside their
 * icons: an icon alone read as a riddle (issue 30).
 */
export const EffectSwitches = observer(function EffectSwitches() {
  const intl = useIntl();
  const { prefs } = useStores();
  return (
    <>
      <Button
        size="small"
        aria-pressed={prefs.soundOn}
        onClick={() => prefs.setSound(!prefs.soundOn)}
        icon={<Icon name={prefs.soundOn ? 'sound-on' : 'sound-off'} size={16} />}
      >
        {intl.formatMessage(sideMenuMessages.sound)}
      </Button>
      <Button
        size="small"
        aria-pressed={prefs.animationOn}
        onClick={() => prefs.setAnimation(!prefs.animationOn)}
        icon={<Icon name={prefs.animationOn ? 'motion' : 'motion-off'} size={16} />}
      >
        {intl.formatMessage(sideMenuMessages.animation)}
      </Button>
    </>
  );
});
