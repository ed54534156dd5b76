import { useTheme } from '@emotion/react';
import { content } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import {
  DataTable,
  FormLayout,
  FormRow,
  FormSection,
  type DataTableColumn,
} from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { SaveActions } from '../../shared/editor/SaveActions';
import { TextRow } from '../../shared/editor/TextRow';
import { useSaving } from '../../shared/editor/useSaving';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { inputStyle, pageStyle } from '../../shared/formStyles';
import { wholeNumber } from '../../shared/formValues';
import { ReasonDialog } from '../../shared/reasonDialog/ReasonDialog';
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
  const { api } = useConsole();
  const t = useText();
  const theme = useTheme();
  const saving = useSaving();
  const rows = useLoad(() => api.content.banners({}), String(saving.round));
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [reason, setReason] = useState('');
  const [removing, setRemoving] = useState<BannerRow | null>(null);

  const save = () =>
    saving.submit(
      content.saveBanner.request,
      {
        ...draft,
        id: editing ?? undefined,
        platformId: wholeNumber(draft.platformId),
        clientPlatform: draft.clientPlatform === '0' ? undefined : Number(draft.clientPlatform),
        sort: wholeNumber(draft.sort),
        reason,
      },
      (input) => api.content.saveBanner(input),
      ({ bannerId }) => {
        setEditing(bannerId);
        return t('content.bannerSaved', { id: bannerId });
      },
    );
  const remove = async (removeReason: string) => {
    if (!removing) return;
    const answer = await api.content.removeBanner({ id: removing.id, reason: removeReason });
    if (!answer.ok) throw new Error(answer.msg);
    if (editing === removing.id) {
      setEditing(null);
      setDraft(EMPTY);
    }
    saving.done(t('content.bannerRemoved', { id: removing.id }));
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
      <ErrorLine error={rows.error} />
      <DataTable
        label={t('nav.content.banners')}
        columns={columns}
        rows={rows.data ?? []}
        rowKey={(row) => String(row.id)}
        loading={rows.loading && !rows.data}
        onRowClick={(row) => {
          setEditing(row.id);
          saving.clearNotice();
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
            <TextRow
              key={name}
              label={name === 'platformId' ? t('content.platform') : t(`content.field.${name}`)}
              value={draft[name]}
              onChange={(value) => setDraft({ ...draft, [name]: value })}
            />
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
          <TextRow label={t('content.reason')} value={reason} onChange={setReason} />
        </FormSection>
        <SaveActions
          saving={saving}
          onSave={() => void save()}
          before={
            <Button
              onClick={() => {
                setEditing(null);
                setDraft(EMPTY);
              }}
            >
              {t('content.newBanner')}
            </Button>
          }
        />
      </FormLayout>
      <ReasonDialog
        show={removing !== null}
        title={removing ? t('content.removeConfirm', { id: removing.id }) : ''}
        danger
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
});

export default BannersScreen;
