import { LANGUAGES, useStores } from '@skinbox/stores';
import { Button, Icon, OVERLAY_Z_INDEX, Popup } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGE_NAMES, chromeMessages } from './messages';

/** The language switcher: the current language; a click lists the five (stored in prefs). */
export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const intl = useIntl();
  const { prefs } = useStores();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        aria-label={`${intl.formatMessage(chromeMessages.language)}: ${LANGUAGE_NAMES[prefs.language]}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        css={{ flex: 'none', whiteSpace: 'nowrap', padding: '0 10px' }}
      >
        {LANGUAGE_NAMES[prefs.language]}
      </Button>
      <Popup
        show={open}
        round
        closeable
        // Above the side menu, which holds this switcher on mobile.
        zIndex={OVERLAY_Z_INDEX + 10}
        onClose={() => setOpen(false)}
        aria-label={intl.formatMessage(chromeMessages.chooseLanguage)}
      >
        <div css={{ display: 'grid', gap: 8, padding: '40px 24px 24px', minWidth: 220 }}>
          {LANGUAGES.map((language) => (
            <Button
              key={language}
              lang={language === 'tw' ? 'zh-TW' : language === 'zh' ? 'zh-CN' : language}
              variant={language === prefs.language ? 'primary' : 'default'}
              aria-pressed={language === prefs.language}
              onClick={() => {
                prefs.setLanguage(language);
                setOpen(false);
              }}
            >
              {LANGUAGE_NAMES[language]}
            </Button>
          ))}
        </div>
      </Popup>
    </>
  );
});

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
        {intl.formatMessage(chromeMessages.sound)}
      </Button>
      <Button
        size="small"
        aria-pressed={prefs.animationOn}
        onClick={() => prefs.setAnimation(!prefs.animationOn)}
        icon={<Icon name={prefs.animationOn ? 'motion' : 'motion-off'} size={16} />}
      >
        {intl.formatMessage(chromeMessages.animation)}
      </Button>
    </>
  );
});
