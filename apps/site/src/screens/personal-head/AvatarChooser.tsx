import type { Theme } from '@emotion/react';
import { AvatarStatus, UPLOAD_MIME_TYPES, type AvatarFrame } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Loading } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Section } from '../account/shared/Section';
import { personalMessages } from '../personal/messages';
import { personalHeadMessages as m } from './messages';

interface AvatarList {
  list: { id: number; image: string }[];
  uploadVipLevel: number;
  avaterStatus: number;
  pendingAvater: string;
}

const REVIEW_TEXT = {
  [AvatarStatus.reviewing]: m.reviewing,
  [AvatarStatus.passed]: m.passed,
  [AvatarStatus.failed]: m.failed,
} as const;

const tileCss = (chosen: boolean) => (theme: Theme) => ({
  padding: 2,
  border: `2px solid ${chosen ? theme.color.primary : 'transparent'}`,
  borderRadius: theme.radius.md,
  background: theme.color.surfaceRaised,
  cursor: 'pointer',
  '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  '&:focus-visible': { outline: `2px solid ${theme.color.primary}` },
});

/**
 * System avatars, avatar frames with their VIP gates, and an own picture (VIP5 and up, SPEC
 * section 5) that goes to review; the review state shows until it is judged.
 */
export const AvatarChooser = observer(function AvatarChooser() {
  const intl = useIntl();
  const { api, user } = useStores();
  const uploadId = useId();
  const [avatars, setAvatars] = useState<AvatarList | null>(null);
  const [frames, setFrames] = useState<AvatarFrame[] | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const [a, f] = await Promise.all([api.user.getAvaterList(), api.user.getAvaterFrameList()]);
    if (a.ok) setAvatars(a.data);
    if (f.ok) setFrames(f.data);
  }, [api]);
  useEffect(() => void load(), [load]);

  const save = async (change: Parameters<typeof api.user.update>[0]) => {
    setBusy(true);
    const result = await api.user.update(change);
    setBusy(false);
    if (!result.ok) return;
    await Promise.all([user.loadInfo(), load()]);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    const result = await api.uploadFile('avatar', file, file.name);
    setBusy(false);
    if (result.ok) await save({ uploadedAvater: result.data.url });
  };

  if (!avatars || !frames) return <Loading />;
  const canUpload = user.base.userLevel >= avatars.uploadVipLevel;
  const review = REVIEW_TEXT[avatars.avaterStatus as keyof typeof REVIEW_TEXT];
  return (
    <>
      <Section title={intl.formatMessage(m.avatars)}>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {avatars.list.map((a) => (
            <button
              key={a.id}
              type="button"
              disabled={busy}
              aria-pressed={user.base.avater === a.image}
              aria-label={intl.formatMessage(m.avatar, { id: a.id })}
              onClick={() => void save({ avaterId: a.id })}
              css={tileCss(user.base.avater === a.image)}
            >
              <img
                src={a.image}
                alt=""
                width={56}
                height={56}
                css={{ display: 'block', borderRadius: '50%' }}
              />
            </button>
          ))}
        </div>
        {review && (
          <p
            role="status"
            data-testid="avatar-review"
            css={(theme) => ({ margin: 0, color: theme.color.warning })}
          >
            {intl.formatMessage(review)}
          </p>
        )}
        {canUpload ? (
          <div>
            <label
              htmlFor={uploadId}
              css={(theme) => ({ color: theme.color.primary, cursor: 'pointer' })}
            >
              {intl.formatMessage(m.upload)}
            </label>
            <input
              id={uploadId}
              type="file"
              accept={UPLOAD_MIME_TYPES.join(',')}
              disabled={busy || avatars.avaterStatus === AvatarStatus.reviewing}
              onChange={(e) => void upload(e)}
              css={{ display: 'block', marginTop: 8 }}
            />
          </div>
        ) : (
          <p
            css={(theme) => ({
              margin: 0,
              color: theme.color.textMuted,
              fontSize: theme.fontSize.sm,
            })}
          >
            {intl.formatMessage(m.uploadNeedsVip, { level: avatars.uploadVipLevel })}
          </p>
        )}
      </Section>
      <Section title={intl.formatMessage(m.frames)}>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button
            size="small"
            disabled={busy}
            aria-pressed={!frames.some((f) => f.inUse)}
            onClick={() => void save({ avaterFrameId: 0 })}
          >
            {intl.formatMessage(m.noFrame)}
          </Button>
          {frames.map((f) => (
            <button
              key={f.id}
              type="button"
              disabled={busy || !f.unlocked}
              aria-pressed={f.inUse}
              aria-label={
                f.unlocked
                  ? f.name
                  : intl.formatMessage(m.frameLocked, { name: f.name, level: f.vipLevel })
              }
              title={
                f.unlocked
                  ? f.name
                  : intl.formatMessage(m.frameLocked, { name: f.name, level: f.vipLevel })
              }
              onClick={() => void save({ avaterFrameId: f.id })}
              css={tileCss(f.inUse)}
            >
              <img src={f.image} alt="" width={56} height={56} css={{ display: 'block' }} />
              <span
                css={(theme) => ({
                  display: 'block',
                  fontSize: theme.fontSize.xs,
                  color: theme.color.textMuted,
                })}
              >
                {intl.formatMessage(personalMessages.vipLevel, { level: f.vipLevel })}
              </span>
            </button>
          ))}
        </div>
      </Section>
    </>
  );
});
