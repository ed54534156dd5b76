import { useIntl } from 'react-intl';
import { Section } from '../../shared/frame/Page';
import { battleHelpMessages as m } from './helpMessages';

const SECTIONS = [
  [m.createTitle, m.create],
  [m.modesTitle, m.modes],
  [m.dissolveTitle, m.dissolve],
  [m.fairTitle, m.fair],
  [m.roomsTitle, m.rooms],
] as const;

/** /m/battle/battleHelp: how battles are played, in the player's language. */
export function BattleHelpView() {
  const intl = useIntl();
  return (
    <article css={{ display: 'flex', flexDirection: 'column', gap: 16, lineHeight: 1.7 }}>
      <p css={{ margin: 0 }}>{intl.formatMessage(m.intro)}</p>
      {SECTIONS.map(([title, body]) => (
        <Section key={title.id} title={intl.formatMessage(title)}>
          <p css={{ margin: 0 }}>{intl.formatMessage(body)}</p>
        </Section>
      ))}
    </article>
  );
}
