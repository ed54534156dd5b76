import { Button } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useText } from '../i18n/useText';
import { useConsole } from '../stores/storeContext';

/** zh ⇄ en; the button names the language it switches to. */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { locale } = useConsole();
  const t = useText();
  return (
    <Button size="small" title={t('lang.label')} onClick={() => locale.toggle()}>
      <span lang={locale.locale === 'zh' ? 'en' : 'zh'}>{t('lang.switch')}</span>
    </Button>
  );
});
