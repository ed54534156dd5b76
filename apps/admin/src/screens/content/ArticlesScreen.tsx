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
import { inputStyle, pageStyle, panelStyle } from '../../shared/formStyles';
import { wholeNumber } from '../../shared/formValues';
import { PlatformField } from '../../shared/PlatformField';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type ArticleRow = z.infer<typeof content.articleRow>;
type HelpType = z.infer<typeof content.helpArticleType>;
type Draft = { type: HelpType; locale: string; title: string; content: string; sort: string };
const HELP_TYPES = content.helpArticleType.options;
const LOCALES = content.locale.options;
const EMPTY: Draft = { type: 'Privacy', locale: 'zh', title: '', content: '', sort: '0' };
const isHelp = (type: string): type is HelpType => (HELP_TYPES as readonly string[]).includes(type);

/**
 * The help pages of a platform: a row opens in the editor; the preview shows the HTML as the
 * server's sanitiser leaves it (what the save stores and the site shows) and how much it removed.
 */
const ArticlesScreen = observer(function ArticlesScreen() {
  const { api } = useConsole();
  const t = useText();
  const theme = useTheme();
  const saving = useSaving();
  const [platformId, setPlatformId] = useState(1);
  const rows = useLoad(() => api.content.articles({ platformId }), `${platformId}|${saving.round}`);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<{ content: string; removed: number } | null>(null);
  const edit = (next: Partial<Draft>) => {
    setDraft({ ...draft, ...next });
    setPreview(null);
    saving.clearNotice();
  };

  const value = () => ({ platformId, ...draft, sort: wholeNumber(draft.sort), reason });
  const showPreview = async () => {
    const answer = await saving.send(content.previewArticle.request, value(), (input) =>
      api.content.previewArticle(input),
    );
    if (answer) setPreview(answer.data);
  };
  const save = () =>
    saving.submit(
      content.saveArticle.request,
      value(),
      (input) => api.content.saveArticle(input),
      ({ articleId, removed }) => t('content.articleSaved', { id: articleId, removed }),
    );

  const columns: DataTableColumn<ArticleRow>[] = [
    { id: 'type', header: t('content.col.type'), value: (row) => row.type },
    { id: 'locale', header: t('content.col.locale'), value: (row) => row.locale },
    { id: 'title', header: t('content.col.title'), value: (row) => row.title },
    { id: 'sort', header: t('content.col.sort'), value: (row) => row.sort, align: 'end' },
  ];
  const text = (name: 'title' | 'sort', label: string) => (
    <TextRow label={label} value={draft[name]} onChange={(value) => edit({ [name]: value })} />
  );
  return (
    <div css={pageStyle}>
      <h1>{t('nav.content.articles')}</h1>
      <PlatformField value={platformId} onChange={setPlatformId} />
      <ErrorLine error={rows.error} />
      <DataTable
        label={t('nav.content.articles')}
        columns={columns}
        rows={(rows.data ?? []).filter((row) => isHelp(row.type))}
        rowKey={(row) => String(row.id)}
        loading={rows.loading && !rows.data}
        onRowClick={(row) => {
          if (!isHelp(row.type)) return;
          const { type, title, sort } = row;
          edit({ type, locale: row.locale, title, content: row.content, sort: String(sort) });
        }}
        maxHeight={320}
      />
      <FormLayout labelWidth={160}>
        <FormSection title={t('content.articleEditor')} level={2}>
          <FormRow label={t('content.col.type')}>
            {(control) => (
              <select
                {...control}
                css={inputStyle(theme)}
                value={draft.type}
                onChange={(event) => edit({ type: event.target.value as HelpType })}
              >
                {HELP_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            )}
          </FormRow>
          <FormRow label={t('content.col.locale')}>
            {(control) => (
              <select
                {...control}
                css={inputStyle(theme)}
                value={draft.locale}
                onChange={(event) => edit({ locale: event.target.value })}
              >
                {LOCALES.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </FormRow>
          {text('title', t('content.col.title'))}
          <FormRow
            label={t('content.articleHtml')}
            help={t('content.articleHelp', { max: content.ARTICLE_MAX })}
          >
            {(control) => (
              <textarea
                {...control}
                rows={10}
                css={[inputStyle(theme), { maxWidth: 720, fontFamily: 'monospace' }]}
                value={draft.content}
                onChange={(event) => edit({ content: event.target.value })}
              />
            )}
          </FormRow>
          {text('sort', t('content.col.sort'))}
          <TextRow label={t('content.reason')} value={reason} onChange={setReason} />
        </FormSection>
        <SaveActions
          saving={saving}
          onSave={() => void save()}
          before={
            <>
              <Button onClick={() => edit(EMPTY)}>{t('content.newArticle')}</Button>
              <Button loading={saving.busy} onClick={() => void showPreview()}>
                {t('content.preview')}
              </Button>
            </>
          }
        />
      </FormLayout>
      {preview && (
        <section aria-label={t('content.preview')} css={panelStyle}>
          <h2>{t('content.preview')}</h2>
          <p css={{ color: theme.color.textMuted }}>
            {t('content.removed', { removed: preview.removed })}
          </p>
          {/* The server's sanitiser wrote it: the same HTML the site renders for this page. */}
          <div
            data-testid="article-preview"
            dangerouslySetInnerHTML={{ __html: preview.content }}
          />
        </section>
      )}
    </div>
  );
});

export default ArticlesScreen;
