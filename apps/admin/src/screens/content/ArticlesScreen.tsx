import { useTheme } from '@emotion/react';
import { content } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import {
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
import {
  errorStyle,
  inputStyle,
  noticeStyle,
  pageStyle,
  panelStyle,
} from '../../shared/formStyles';
import { wholeNumber } from '../../shared/formValues';
import { checkedInput } from '../../shared/inputError';
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
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [platformId, setPlatformId] = useState(1);
  const [round, setRound] = useState(0);
  const rows = useLoad(() => api.content.articles({ platformId }), `${platformId}|${round}`);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<{ content: string; removed: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const edit = (next: Partial<Draft>) => {
    setDraft({ ...draft, ...next });
    setPreview(null);
    setNotice(null);
  };

  const value = () => ({ platformId, ...draft, sort: wholeNumber(draft.sort), reason });
  const showPreview = async () => {
    setNotice(null);
    const input = checkedInput(content.previewArticle.request, value(), locale.locale);
    if (!input.ok) return setError(input.error);
    setBusy(true);
    const answer = await api.content.previewArticle(input.data);
    setBusy(false);
    setError(answer.ok ? null : answer.msg);
    if (answer.ok) setPreview(answer.data);
  };
  const save = async () => {
    setNotice(null);
    const input = checkedInput(content.saveArticle.request, value(), locale.locale);
    if (!input.ok) return setError(input.error);
    setBusy(true);
    const answer = await api.content.saveArticle(input.data);
    setBusy(false);
    setError(answer.ok ? null : answer.msg);
    if (!answer.ok) return;
    const { articleId, removed } = answer.data;
    setNotice(t('content.articleSaved', { id: articleId, removed }));
    setRound((round) => round + 1);
  };

  const columns: DataTableColumn<ArticleRow>[] = [
    { id: 'type', header: t('content.col.type'), value: (row) => row.type },
    { id: 'locale', header: t('content.col.locale'), value: (row) => row.locale },
    { id: 'title', header: t('content.col.title'), value: (row) => row.title },
    { id: 'sort', header: t('content.col.sort'), value: (row) => row.sort, align: 'end' },
  ];
  const text = (name: 'title' | 'sort', label: string) => (
    <FormRow label={label}>
      {(control) => (
        <input
          {...control}
          css={inputStyle(theme)}
          value={draft[name]}
          onChange={(event) => edit({ [name]: event.target.value })}
        />
      )}
    </FormRow>
  );
  return (
    <div css={pageStyle}>
      <h1>{t('nav.content.articles')}</h1>
      <PlatformField value={platformId} onChange={setPlatformId} />
      {rows.error && (
        <p role="alert" css={errorStyle}>
          {rows.error}
        </p>
      )}
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
          <Button onClick={() => edit(EMPTY)}>{t('content.newArticle')}</Button>
          <Button loading={busy} onClick={() => void showPreview()}>
            {t('content.preview')}
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </FormActions>
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
