import { useStores } from '@skinbox/stores';
import { Button } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGE_NAMES, chromeMessages } from './messages';

// The list (the kit's Popup and the five languages) loads the first time the switcher opens.
const LanguageList = lazy(() =>
  import('./LanguageList').then((m) => ({ default: m.LanguageList })),
);

/** The language switcher: the current language; a click lists the five (LanguageList). */
export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const intl = useIntl();
  const { prefs } = useStores();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="small"
        aria-label={`${intl.formatMessage(chromeMessages.language)}: ${LANGUAGE_NAMES[prefs.language]}`}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        css={{ flex: 'none', whiteSpace: 'nowrap', padding: '0 10px' }}
      >
        {LANGUAGE_NAMES[prefs.language]}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageList open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
});
