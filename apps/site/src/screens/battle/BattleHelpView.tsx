import { useIntl } from 'react-intl';
import { Section } from '../../shared/frame/Page';
import { battleGroupMessages as m } from './messages';

const SECTIONS = [
  [m.helpCreateTitle, m.helpCreate],
  [m.helpModesTitle, m.helpModes],
  [m.helpDissolveTitle, m.helpDissolve],
  [m.helpFairTitle, m.helpFair],
  [m.helpRoomsTitle, m.helpRooms],
] as const;

/** /m/battle/battleHelp: how battles are played, in the player's language. */
export function BattleHelpView() {
  const intl = useIntl();
  return (
    <article css={{ display: 'flex', flexDirection: 'column', gap: 16, lineHeight: 1.7 }}>
      <p css={{ margin: 0 }}>{intl.formatMessage(m.helpIntro)}</p>
      {SECTIONS.map(([title, body]) => (
        <Section key={title.id} title={intl.formatMessage(title)}>
          <p css={{ margin: 0 }}>{intl.formatMessage(body)}</p>
        </Section>
      ))}
    </article>
  );
}
