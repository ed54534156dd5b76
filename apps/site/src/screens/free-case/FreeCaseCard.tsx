import { Button, CountDown, Price, Tag, WinReveal } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Notice } from '../../shared/frame/Notice';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { toItemTileData } from '../../shared/goods/itemTileData';
import { RollProof } from '../../shared/fairness/RollProof';
import { freeCaseMessages as m } from './messages';
import type { FreeCase } from './useFreeCase';

const msUntil = (serverNow: string, iso: string) =>
  Math.max(0, Date.parse(iso) - Date.parse(serverNow));

/**
 * The free daily case (useFreeCase): its picture, value and the one thing the player can do now:
 * sign in, reach its VIP level, open it, or wait for tomorrow; then the drop with its proof.
 * Nothing shows until the server has answered, so a failed call leaves the page as it was.
 */
export const FreeCaseCard = observer(function FreeCaseCard(freeCase: FreeCase) {
  const intl = useIntl();
  const data = freeCase.status.data;
  if (!data) return null;
  const { result } = freeCase;
  return (
    <section
      aria-label={data.name}
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: '96px minmax(0, 1fr)',
        gap: theme.space.md,
        alignItems: 'center',
        padding: theme.space.md,
        borderRadius: theme.radius.lg,
        border: `1px solid ${theme.color.primary}`,
        background: `linear-gradient(135deg, #0d3b2e, ${theme.color.surface})`,
      })}
    >
      <img
        src={data.image || undefined}
        alt=""
        width={96}
        height={72}
        css={{ width: 96, height: 72, objectFit: 'contain' }}
      />
      <div css={{ display: 'grid', gap: 6, minWidth: 0 }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>{data.name}</h2>
          {data.state !== 'signedOut' && (
            <Tag
              type={
                data.state === 'ready' ? 'success' : data.state === 'opened' ? 'warning' : 'default'
              }
            >
              {intl.formatMessage(m[data.state])}
            </Tag>
          )}
        </div>
        <p
          css={(theme) => ({
            margin: 0,
            color: theme.color.textMuted,
            fontSize: theme.fontSize.sm,
          })}
        >
          {intl.formatMessage(m.lead)}{' '}
          <span css={{ whiteSpace: 'nowrap' }}>
            {intl.formatMessage(m.value)} <Price value={data.value} />
          </span>
        </p>
        {data.state === 'signedOut' && <SignInPrompt />}
        {data.state === 'locked' && (
          <span css={(theme) => ({ fontSize: theme.fontSize.sm })}>
            {intl.formatMessage(m.unlock, {
              level: data.requiredVipLevel,
              current: data.vipLevel,
            })}
          </span>
        )}
        {data.state === 'ready' && (
          <Button
            variant="primary"
            loading={freeCase.opening}
            onClick={() => void freeCase.open()}
            css={{ justifySelf: 'start' }}
          >
            {intl.formatMessage(m.open)}
          </Button>
        )}
        {data.state === 'opened' && (
          <span
            css={(theme) => ({
              display: 'flex',
              gap: 4,
              alignItems: 'center',
              fontSize: theme.fontSize.sm,
              color: theme.color.warning,
            })}
          >
            <CountDown
              time={msUntil(data.serverNow, data.nextAt)}
              onFinish={freeCase.status.reload}
            />
            {intl.formatMessage(m.nextIn)}
          </span>
        )}
        {data.state !== 'signedOut' && (
          <small css={(theme) => ({ color: theme.color.textMuted })}>
            {intl.formatMessage(m.locks)}
          </small>
        )}
      </div>
      {result && (
        <div css={{ gridColumn: '1 / -1', display: 'grid', gap: 8, justifyItems: 'center' }}>
          <WinReveal
            item={{ ...toItemTileData(result.goods), price: result.goods.price }}
            cost="0.00"
            selling={freeCase.selling}
            onSell={() => void freeCase.sell()}
            onKeep={freeCase.keep}
            css={{ width: '100%', maxWidth: 420, boxSizing: 'border-box' }}
          />
          <RollProof rollId={result.rollId} landedOn={result.goods.name} />
        </div>
      )}
      {freeCase.outcome && (
        <div css={{ gridColumn: '1 / -1' }}>
          <Notice tone="success">{intl.formatMessage(m[freeCase.outcome])}</Notice>
        </div>
      )}
    </section>
  );
});
