import type { queues } from '@skinbox/api/admin';
import { ADMIN_PAGE_SIZE, REASON_MAX } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { ConfirmDialog, DataTable, type DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { dateTime } from '../../shared/format';
import { errorStyle, noticeStyle, pageStyle } from '../../shared/formStyles';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type Upload = z.output<typeof queues.avatarUpload>;

/** Avatars waiting for review: a pass shows one to everybody, a rejection says why. */
const AvatarsScreen = observer(function AvatarsScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const [rejecting, setRejecting] = useState<Upload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const uploads = useLoad(() => api.queues.avatars({ page }), `${page}|${round}`);

  const reviewed = (upload: Upload, pass: boolean) => {
    setNotice(
      t(pass ? 'queues.avatars.passed' : 'queues.avatars.rejected', { user: upload.userId }),
    );
    setRound((value) => value + 1);
  };
  const pass = async (upload: Upload) => {
    const answer = await api.queues.reviewAvatar({ uploadId: upload.id, pass: true, reason: '' });
    setError(answer.ok ? null : answer.msg);
    if (answer.ok) reviewed(upload, true);
  };
  /** A refusal rejects, so the dialog stays open and shows it. */
  const reject = async (reason: string) => {
    if (!rejecting) return;
    const answer = await api.queues.reviewAvatar({ uploadId: rejecting.id, pass: false, reason });
    if (!answer.ok) throw new Error(answer.msg);
    setError(null);
    reviewed(rejecting, false);
  };

  const columns: DataTableColumn<Upload>[] = [
    {
      id: 'image',
      header: t('queues.avatars.image'),
      hideable: false,
      cell: (row) => (
        <img
          src={row.image}
          alt={t('queues.avatars.alt', { nick: row.nickName })}
          width={64}
          height={64}
          css={{ objectFit: 'cover', borderRadius: 8 }}
        />
      ),
    },
    {
      id: 'player',
      header: t('queues.col.player'),
      value: (row) => `${row.userId} ${row.nickName}`,
    },
    {
      id: 'created',
      header: t('queues.col.created'),
      value: (row) => row.createdAt,
      cell: (row) => dateTime(row.createdAt, locale.locale),
    },
    {
      id: 'actions',
      header: t('queues.col.actions'),
      hideable: false,
      cell: (row) => (
        <span css={{ display: 'inline-flex', gap: 6 }}>
          <Button size="small" variant="primary" onClick={() => void pass(row)}>
            {t('queues.avatars.pass')}
          </Button>
          <Button size="small" variant="danger" onClick={() => setRejecting(row)}>
            {t('queues.avatars.reject')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <div css={pageStyle}>
      <h1>{t('nav.avatars')}</h1>
      {(error ?? uploads.error) && (
        <p role="alert" css={errorStyle}>
          {error ?? uploads.error}
        </p>
      )}
      {notice && (
        <p role="status" css={noticeStyle}>
          {notice}
        </p>
      )}
      <DataTable
        label={t('nav.avatars')}
        columns={columns}
        rows={uploads.data?.list ?? []}
        rowKey={(row) => String(row.id)}
        loading={uploads.loading && !uploads.data}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={uploads.data?.total ?? 0}
        onPageChange={setPage}
      />
      <ConfirmDialog
        show={rejecting !== null}
        title={rejecting ? t('queues.avatars.rejectTitle', { user: rejecting.userId }) : ''}
        message={t('queues.avatars.rejectMessage')}
        danger
        reasonLabel={t('common.reason')}
        maxReasonLength={REASON_MAX}
        onConfirm={reject}
        onClose={() => setRejecting(null)}
        describeError={(failure) => (
          <span css={errorStyle}>
            {failure instanceof Error ? failure.message : String(failure)}
          </span>
        )}
      />
    </div>
  );
});

export default AvatarsScreen;
