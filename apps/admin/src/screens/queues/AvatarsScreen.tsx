import type { queues } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import type { DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { SaveFeedback } from '../../shared/editor/SaveActions';
import { useSaving } from '../../shared/editor/useSaving';
import { pageStyle } from '../../shared/formStyles';
import { PagedTable } from '../../shared/pagedTable/PagedTable';
import { ReasonDialog } from '../../shared/reasonDialog/ReasonDialog';
import { dateTimeColumn } from '../../shared/tableColumns/dateTimeColumn';
import { playerColumn } from '../../shared/tableColumns/playerColumn';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type Upload = z.output<typeof queues.avatarUpload>;

/** Avatars waiting for review: a pass shows one to everybody, a rejection says why. */
const AvatarsScreen = observer(function AvatarsScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Upload | null>(null);
  const changes = useSaving();
  const uploads = useLoad(() => api.queues.avatars({ page }), `${page}|${changes.round}`);

  const reviewed = (upload: Upload, pass: boolean) =>
    changes.done(
      t(pass ? 'queues.avatars.passed' : 'queues.avatars.rejected', { user: upload.userId }),
    );
  const pass = async (upload: Upload) => {
    const answer = await api.queues.reviewAvatar({ uploadId: upload.id, pass: true, reason: '' });
    if (answer.ok) reviewed(upload, true);
    else changes.refuse(answer.msg);
  };
  /** A refusal rejects, so the dialog stays open and shows it. */
  const reject = async (reason: string) => {
    if (!rejecting) return;
    const answer = await api.queues.reviewAvatar({ uploadId: rejecting.id, pass: false, reason });
    if (!answer.ok) throw new Error(answer.msg);
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
    playerColumn(t('queues.col.player')),
    dateTimeColumn('created', t('queues.col.created'), (row) => row.createdAt, locale.locale),
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
      <SaveFeedback saving={{ error: changes.error ?? uploads.error, notice: changes.notice }} />
      <PagedTable
        label={t('nav.avatars')}
        columns={columns}
        loaded={uploads}
        rowKey={(row) => String(row.id)}
        page={page}
        onPageChange={setPage}
      />
      <ReasonDialog
        show={rejecting !== null}
        title={rejecting ? t('queues.avatars.rejectTitle', { user: rejecting.userId }) : ''}
        message={t('queues.avatars.rejectMessage')}
        danger
        onConfirm={reject}
        onClose={() => setRejecting(null)}
      />
    </div>
  );
});

export default AvatarsScreen;
