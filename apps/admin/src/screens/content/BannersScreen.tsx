import { useTheme } from '@emotion/react';
import { content, REASON_MAX } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import {
  ConfirmDialog,
  DataTable,
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  type DataTableColumn,
} from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { errorStyle, inputStyle, noticeStyle, pageStyle } from '../../shared/formStyles';
import { wholeNumber } from '../../shared/formValues';
import { checkedInput } from '../../shared/inputError';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type BannerRow = z.infer<typeof content.bannerRow>;
const TEXT_FIELDS = ['platformId', 'channelCode', 'image', 'link', 'title', 'sort'] as const;
type Draft = Record<(typeof TEXT_FIELDS)[number] | 'clientPlatform', string>;
const EMPTY: Draft = {
  platformId: '1',
  channelCode: '',
  clientPlatform: '0',
  image: '',
  link: '',
  title: '',
  sort: '0',
};
/** 0 is every client; the others are the contract's ClientPlatform values. */
const CLIENTS = ['0', '1', '2', '3', '4'] as const;

/** The site's banners on every platform: a row opens in the form; one can be removed. */
const BannersScreen = observer(function BannersScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [round, setRound] = useState(0);
  const rows = useLoad(() => api.content.banners({}), String(round));
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [reason, setReason] = useState('');
  const [removing, setRemoving] = useState<BannerRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setNotice(null);
    const input = checkedInput(
      content.saveBanner.request,
      {
        ...draft,
        id: editing ?? undefined,
        platformId: wholeNumber(draft.platformId),
        clientPlatform: draft.clientPlatform === '0' ? undefined : Number(draft.clientPlatform),
        sort: wholeNumber(draft.sort),
        reason,
      },
      locale.locale,
    );
    if (!input.ok) return setError(input.error);
    setBusy(true);
    const answer = await api.content.saveBanner(input.data);
    setBusy(false);
    setError(answer.ok ? null : answer.msg);
    if (!answer.ok) return;
    setEditing(answer.data.bannerId);
    setNotice(t('content.bannerSaved', { id: answer.data.bannerId }));
    setRound((value) => value + 1);
  };
  const remove = async (removeReason: string) => {
    if (!removing) return;
    const answer = await api.content.removeBanner({ id: removing.id, reason: removeReason });
    if (!answer.ok) throw new Error(answer.msg);
    if (editing === removing.id) {
      setEditing(null);
      setDraft(EMPTY);
    }
    setNotice(t('content.bannerRemoved', { id: removing.id }));
    setRound((value) => value + 1);
  };

  const columns: DataTableColumn<BannerRow>[] = [
    { id: 'id', header: t('content.col.id'), value: (row) => row.id },
    { id: 'platform', header: t('content.platform'), value: (row) => row.platformId },
    { id: 'channel', header: t('content.field.channelCode'), value: (row) => row.channelCode },
    {
      id: 'client',
      header: t('content.field.clientPlatform'),
      value: (row) => t(`content.client.${row.clientPlatform as 0 | 1 | 2 | 3 | 4}`),
    },
    { id: 'title', header: t('content.col.title'), value: (row) => row.title },
    { id: 'image', header: t('content.field.image'), value: (row) => row.image },
    { id: 'sort', header: t('content.col.sort'), value: (row) => row.sort, align: 'end' },
    {
      id: 'remove',
      header: t('content.remove'),
      hideable: false,
      cell: (row) => (
        <Button
          size="small"
          variant="danger"
          onClick={(event) => {
            event.stopPropagation();
            setRemoving(row);
          }}
        >
          {t('content.remove')}
        </Button>
      ),
    },
  ];
  return (
    <div css={pageStyle}>
      <h1>{t('nav.content.banners')}</h1>
      {rows.error && (
        <p role="alert" css={errorStyle}>
          {rows.error}
        </p>
      )}
      <DataTable
        label={t('nav.content.banners')}
        columns={columns}
        rows={rows.data ?? []}
        rowKey={(row) => String(row.id)}
        loading={rows.loading && !rows.data}
        onRowClick={(row) => {
          setEditing(row.id);
          setNotice(null);
          setDraft({
            platformId: String(row.platformId),
            channelCode: row.channelCode,
            clientPlatform: String(row.clientPlatform),
            image: row.image,
            link: row.link,
            title: row.title,
            sort: String(row.sort),
          });
        }}
        maxHeight={360}
      />
      <FormLayout labelWidth={160}>
        <FormSection
          title={
            editing === null ? t('content.newBanner') : t('content.editBanner', { id: editing })
          }
          level={2}
        >
          {TEXT_FIELDS.map((name) => (
            <FormRow
              key={name}
              label={name === 'platformId' ? t('content.platform') : t(`content.field.${name}`)}
            >
              {(control) => (
                <input
                  {...control}
                  css={inputStyle(theme)}
                  value={draft[name]}
                  onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
                />
              )}
            </FormRow>
          ))}
          <FormRow label={t('content.field.clientPlatform')}>
            {(control) => (
              <select
                {...control}
                css={inputStyle(theme)}
                value={draft.clientPlatform}
                onChange={(event) => setDraft({ ...draft, clientPlatform: event.target.value })}
              >
                {CLIENTS.map((client) => (
                  <option key={client} value={client}>
                    {t(`content.client.${client}`)}
                  </option>
                ))}
              </select>
            )}
          </FormRow>
          <FormRow label={t('content.reason')}>
            {(control) => (
              <input
                {...control}
                css={inputStyle(theme)}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </FormRow>
        </FormSection>
        {error && (
          <p role="alert" css={errorStyle}>
            {error}
          </p>
        )}
        {notice && (
          <p role="status" css={noticeStyle}>
            {notice}
          </p>
        )}
        <FormActions>
          <Button
            onClick={() => {
              setEditing(null);
              setDraft(EMPTY);
            }}
          >
            {t('content.newBanner')}
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </FormActions>
      </FormLayout>
      <ConfirmDialog
        show={removing !== null}
        title={removing ? t('content.removeConfirm', { id: removing.id }) : ''}
        danger
        reasonLabel={t('common.reason')}
        maxReasonLength={REASON_MAX}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
});

export default BannersScreen;
