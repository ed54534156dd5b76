import { LANGUAGES, useStores } from '@skinbox/stores';
import { Button, OVERLAY_Z_INDEX, Popup } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { LANGUAGE_NAMES, chromeMessages } from './messages';

/**
 * The language switcher's list of the five languages, in the kit's Popup (a modal dialog); a
 * choice is stored in prefs. It loads the first time the switcher opens (LanguageSwitcher).
 */
export const LanguageList = observer(function LanguageList({
  open,
  onClose,
}: {
  open: boolean;
  onClose(): void;
}) {
  const intl = useIntl();
  const { prefs } = useStores();
  return (
    <Popup
      show={open}
      round
      closeable
      // Above the side menu, which holds this switcher on mobile.
      zIndex={OVERLAY_Z_INDEX + 10}
      onClose={onClose}
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
              onClose();
            }}
          >
            {LANGUAGE_NAMES[language]}
          </Button>
        ))}
      </div>
    </Popup>
  );
});
