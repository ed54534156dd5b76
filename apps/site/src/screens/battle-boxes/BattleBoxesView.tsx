import { Empty, LazyImage, Loading, Price } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Page, Section } from '../../shared/frame/Page';
import { linkButtonCss } from '../battle-common/linkButtonCss';
import { BoxContents } from './BoxContents';
import { battleBoxMessages } from './messages';
import type { BattleBoxesScreen } from './useBattleBoxesScreen';
import { SCREENS } from '../../routing/manifest';

const boxHead = { display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' as const };

/** /m/battleBoxIntro (useBattleBoxesScreen): every battle box with its contents and odds. */
export function BattleBoxIntroView({
  detailsHref,
  ...screen
}: BattleBoxesScreen & { detailsHref: string }) {
  const intl = useIntl();
  return (
    <Page layout={screen.layout} title={intl.formatMessage(SCREENS.battleBoxIntro.title)}>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
        {intl.formatMessage(battleBoxMessages.intro)}
      </p>
      {screen.boxes === null && <Loading />}
      {screen.boxes?.map((box) => (
        <Section
          key={box.boxId}
          title={
            <span css={boxHead}>
              <LazyImage src={box.image} alt={box.name} width={64} height={48} fit="contain" />
              {box.name}
              <Price value={box.price} />
            </span>
          }
        >
          <BoxContents box={{ ...box, items: box.items.slice(0, 4) }} layout={screen.layout} />
          <Link
            to={`${detailsHref}?boxId=${box.boxId}`}
            css={(theme) => ({ color: theme.color.primary, alignSelf: 'flex-start' })}
          >
            {intl.formatMessage(battleBoxMessages.details)} ·{' '}
            {intl.formatMessage(battleBoxMessages.itemCount, { count: box.items.length })}
          </Link>
        </Section>
      ))}
    </Page>
  );
}

/**
 * /m/battleBoxDetails and /p/battleBoxDetails (query boxId): one battle box, every item with its
 * odds and ticket range; the other boxes to switch to, and the way to battle with it.
 */
export function BattleBoxDetailsView({
  detailsHref,
  createHref,
  ...screen
}: BattleBoxesScreen & { detailsHref: string; createHref: string }) {
  const intl = useIntl();
  const box = screen.chosen;
  return (
    <Page
      layout={screen.layout}
      title={box?.name ?? intl.formatMessage(SCREENS.battleBoxDetails.title)}
      actions={
        box && (
          <Link to={`${createHref}?boxId=${box.boxId}`} css={(theme) => linkButtonCss(theme)}>
            {intl.formatMessage(battleBoxMessages.create)}
          </Link>
        )
      }
    >
      {screen.boxes === null && <Loading />}
      {screen.boxes && (
        <nav aria-label={intl.formatMessage(battleBoxMessages.choose)}>
          <ul
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'flex',
              gap: 8,
              overflowX: 'auto',
            }}
          >
            {screen.boxes.map((other) => (
              <li key={other.boxId} css={{ flex: 'none' }}>
                <Link
                  to={`${detailsHref}?boxId=${other.boxId}`}
                  aria-current={other.boxId === box?.boxId ? 'page' : undefined}
                  css={(theme) => ({
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 2,
                    width: 88,
                    padding: theme.space.xs,
                    borderRadius: theme.radius.md,
                    background: theme.color.surface,
                    color: theme.color.text,
                    textDecoration: 'none',
                    fontSize: theme.fontSize.xs,
                    border: `2px solid ${other.boxId === box?.boxId ? theme.color.primary : 'transparent'}`,
                  })}
                >
                  <LazyImage
                    src={other.image}
                    alt={other.name}
                    width={64}
                    height={48}
                    fit="contain"
                  />
                  <span
                    css={{
                      maxWidth: '100%',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {other.name}
                  </span>
                  <Price value={other.price} css={(theme) => ({ fontSize: theme.fontSize.xs })} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {screen.boxes && !box && (
        <Empty image="search" description={intl.formatMessage(battleBoxMessages.notFound)} />
      )}
      {box && (
        <>
          <div css={boxHead}>
            <LazyImage src={box.image} alt={box.name} width={160} height={120} fit="contain" />
            <Price value={box.price} css={(theme) => ({ fontSize: theme.fontSize.xl })} />
            <span css={(theme) => ({ color: theme.color.textMuted })}>
              {intl.formatMessage(battleBoxMessages.itemCount, { count: box.items.length })}
            </span>
          </div>
          <BoxContents box={box} layout={screen.layout} />
        </>
      )}
    </Page>
  );
}
