import { Button, Field, Loading } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { Page } from '../../shared/frame/Page';
import { battleVerifyMessages } from './messages';
import type { BattleVerifyScreen } from './useBattleVerifyScreen';
import { VerifyResults } from './VerifyResults';
import { SCREENS } from '../../routing/manifest';

/** What a battle's rolls follow: its public seed and rolls, and each box's ticket ranges. */
const BATTLE_FORMULAS = ['battle', 'roll', 'ranges'] as const;

/** /m/battleverify as the player sees it (useBattleVerifyScreen): a battle number and its proof. */
export function BattleVerifyView(screen: BattleVerifyScreen) {
  const intl = useIntl();
  return (
    <Page layout={screen.layout} title={intl.formatMessage(SCREENS.battleverify.title)}>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
        {intl.formatMessage(battleVerifyMessages.intro)}
      </p>
      <FairnessFormulas formulas={BATTLE_FORMULAS} />
      <form
        css={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}
        onSubmit={(event) => {
          event.preventDefault();
          screen.run();
        }}
      >
        <Field
          label={intl.formatMessage(battleVerifyMessages.battleId)}
          type="digit"
          value={screen.battleId}
          onChange={screen.setBattleId}
          border={false}
          labelAlign="top"
          css={{ flex: 1 }}
        />
        <Button type="submit" variant="primary" loading={screen.running}>
          {intl.formatMessage(battleVerifyMessages.run)}
        </Button>
      </form>
      {screen.running && <Loading />}
      {screen.verification && screen.check && (
        <VerifyResults verification={screen.verification} check={screen.check} />
      )}
    </Page>
  );
}

/** The verification in place, for desktop's battle page (SPEC gives desktop no verify page). */
export function BattleVerifyPanel(screen: BattleVerifyScreen) {
  if (screen.running) return <Loading />;
  if (!screen.verification || !screen.check) return null;
  return (
    <>
      <VerifyResults verification={screen.verification} check={screen.check} />
      <FairnessFormulas formulas={BATTLE_FORMULAS} />
    </>
  );
}
