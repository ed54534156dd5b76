import type { Theme } from '@emotion/react';
import { AvatarStatus, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@skinbox/api';
import { Button, Loading, Uploader } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../shared/account/errors';
import { Section } from '../../shared/account/Section';
import { personalMessages } from '../personal/messages';
import { personalHeadMessages as m } from './messages';
import { isReviewing, uploadSlot } from './rules';
import type { AvatarChooserState } from './useAvatarChooser';

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
 * System avatars, avatar frames with their VIP gates, and an own picture (VIP5 and up) picked in
 * the kit's Uploader (one picture, the contract's types and size limit) that goes to review; the
 * picture under review and its state show until it is judged.
 */
export function AvatarChooserView({
  avatars,
  frames,
  current,
  userLevel,
  busy,
  picked,
  pick,
  oversize,
  refuseOversize,
  upload,
  chooseAvatar,
  chooseFrame,
}: AvatarChooserState) {
  const intl = useIntl();
  const errorText = useErrorText();
  if (!avatars || !frames) return <Loading />;
  const canUpload = userLevel >= avatars.uploadVipLevel;
  const review = REVIEW_TEXT[avatars.avaterStatus as keyof typeof REVIEW_TEXT];
  const reviewing = isReviewing(avatars);
  return (
    <>
      <Section title={intl.formatMessage(m.avatars)}>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {avatars.list.map((a) => (
            <button
              key={a.id}
              type="button"
              disabled={busy}
              aria-pressed={current === a.image}
              aria-label={intl.formatMessage(m.avatar, { id: a.id })}
              onClick={() => chooseAvatar(a.id)}
              css={tileCss(current === a.image)}
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
          <div css={{ display: 'grid', gap: 8 }}>
            <Uploader
              data-testid="avatar-uploader"
              accept={UPLOAD_MIME_TYPES.join(',')}
              maxCount={1}
              maxSize={UPLOAD_MAX_BYTES}
              uploadText={intl.formatMessage(m.upload)}
              disabled={busy || reviewing}
              fileList={uploadSlot(picked, avatars)}
              onChange={pick}
              afterRead={upload}
              onOversize={refuseOversize}
            />
            {oversize && (
              <p
                role="alert"
                css={(theme) => ({
                  margin: 0,
                  color: theme.color.danger,
                  fontSize: theme.fontSize.sm,
                })}
              >
                {errorText('errors.uploadTooLarge')}
              </p>
            )}
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
            onClick={() => chooseFrame(0)}
          >
            {intl.formatMessage(m.noFrame)}
          </Button>
          {frames.map((f) => (
            <button
              key={f.id}
              type="button"
              disabled={busy || !f.unlocked}
              aria-pressed={f.inUse}
              // The visible level first, so the name holds the text a speech user reads off it;
              // a locked frame is a disabled button whose title says how to unlock it.
              aria-label={`${intl.formatMessage(personalMessages.vipLevel, { level: f.vipLevel })} ${f.name}`}
              title={
                f.unlocked
                  ? f.name
                  : intl.formatMessage(m.frameLocked, { name: f.name, level: f.vipLevel })
              }
              onClick={() => chooseFrame(f.id)}
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
}
