import { css, useTheme, type Theme } from '@emotion/react';
import { dashboard, type DashboardWindow, translateServerError } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { DataTable, TimeSeriesChart, type DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { ChoiceButtons } from '../../shared/choiceButtons/ChoiceButtons';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { errorStyle, inputStyle, pageStyle, panelStyle } from '../../shared/formStyles';
import { dateTimeColumn } from '../../shared/tableColumns/dateTimeColumn';
import { playerColumn } from '../../shared/tableColumns/playerColumn';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';
import { drifted } from './drift';
import { rtpColumns } from './rtpColumns';
import { windowOf, type DashboardRange } from './windowOf';

type Summary = z.output<typeof dashboard.summary>;
type Game = Summary['games'][number];
type Box = z.output<typeof dashboard.boxRtp>;
type Win = z.output<typeof dashboard.topWin>;
type Series = z.output<typeof dashboard.series.response>;

const tiles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space.md};
  & section {
    ${panelStyle(theme)};
  }
  & h2 {
    margin: 0 0 ${theme.space.xs};
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
    font-weight: normal;
  }
  & p {
    margin: 0;
    font-size: ${theme.fontSize.xl};
    font-variant-numeric: tabular-nums;
  }
  & small {
    color: ${theme.color.textMuted};
  }
`;

const charts = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.md};
  & > section {
    ${panelStyle(theme)};
  }
`;

const bar = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  & input {
    width: 170px;
  }
`;

/** The dashboard: the window's money, players and returns, from the ledger and the game tables. */
const DashboardScreen = observer(function DashboardScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [range, setRange] = useState<DashboardRange>('today');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [platform, setPlatform] = useState('');
  const [applied, setApplied] = useState<DashboardWindow>({ range: 'today' });
  const [windowError, setWindowError] = useState<string | null>(null);
  const key = JSON.stringify(applied);
  const overview = useLoad(() => api.dashboard.overview(applied), key);
  const series = useLoad(() => api.dashboard.series(applied), key);
  const rtp = useLoad(() => api.dashboard.rtp(applied), key);
  const wins = useLoad(() => api.dashboard.topWins(applied), key);

  const apply = (nextRange: DashboardRange = range) => {
    const platformId = platform.trim() === '' ? null : Number(platform);
    const next = windowOf(nextRange, custom, Number.isInteger(platformId) ? platformId : null);
    if (!next || !dashboard.dashboardWindow.safeParse(next).success) {
      setWindowError(translateServerError('errors.dashboardWindow', locale.locale));
      return;
    }
    setWindowError(null);
    setApplied(next);
  };

  const gameColumns: DataTableColumn<Game>[] = [
    { id: 'game', header: t('dashboard.col.game'), value: (row) => row.game },
    {
      id: 'stakes',
      header: t('dashboard.col.stakes'),
      value: (row) => Number(row.stakes),
      cell: (row) => row.stakes,
      align: 'end',
      sortable: true,
    },
    {
      id: 'payouts',
      header: t('dashboard.col.payouts'),
      value: (row) => Number(row.payouts),
      cell: (row) => row.payouts,
      align: 'end',
      sortable: true,
    },
    {
      id: 'ggr',
      header: t('dashboard.col.ggr'),
      value: (row) => Number(row.ggr),
      cell: (row) => row.ggr,
      align: 'end',
      sortable: true,
    },
    {
      id: 'plays',
      header: t('dashboard.col.plays'),
      value: (row) => row.plays,
      align: 'end',
      sortable: true,
    },
    ...rtpColumns<Game>(t, { sortRealised: false }),
  ];
  const boxColumns: DataTableColumn<Box>[] = [
    { id: 'box', header: t('dashboard.col.box'), value: (row) => `${row.boxId} ${row.name}` },
    {
      id: 'plays',
      header: t('dashboard.col.plays'),
      value: (row) => row.plays,
      align: 'end',
      sortable: true,
      sortDescFirst: true,
    },
    ...rtpColumns<Box>(t, { sortRealised: true }),
  ];
  const winColumns: DataTableColumn<Win>[] = [
    playerColumn(t('dashboard.col.player')),
    { id: 'game', header: t('dashboard.col.game'), value: (row) => row.game },
    {
      id: 'stake',
      header: t('dashboard.col.stake'),
      value: (row) => Number(row.stake),
      cell: (row) => row.stake,
      align: 'end',
    },
    {
      id: 'win',
      header: t('dashboard.col.win'),
      value: (row) => Number(row.win),
      cell: (row) => row.win,
      align: 'end',
      sortable: true,
      sortDescFirst: true,
    },
    {
      id: 'multiple',
      header: t('dashboard.col.multiple'),
      value: (row) => row.multiple,
      cell: (row) => `×${row.multiple.toFixed(2)}`,
      align: 'end',
    },
    dateTimeColumn('at', t('dashboard.col.at'), (row) => row.at, locale.locale),
  ];

  const summary = overview.data;
  const driftCount = drifted([...(summary?.games ?? []), ...(rtp.data?.boxes ?? [])]);
  return (
    <div css={pageStyle}>
      <h1>{t('nav.dashboard')}</h1>
      <ChoiceButtons
        css={bar}
        label={t('dashboard.platform')}
        options={dashboard.DASHBOARD_RANGES}
        chosen={range}
        onChoose={(option) => {
          setRange(option);
          if (option !== 'custom') apply(option);
        }}
        text={(option) => t(`dashboard.range.${option}`)}
      >
        {range === 'custom' && (
          <>
            <input
              type="date"
              aria-label={t('dashboard.from')}
              css={inputStyle(theme)}
              value={custom.from}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
            />
            <input
              type="date"
              aria-label={t('dashboard.to')}
              css={inputStyle(theme)}
              value={custom.to}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
            />
          </>
        )}
        <input
          aria-label={t('dashboard.platform')}
          placeholder={t('dashboard.allPlatforms')}
          inputMode="numeric"
          css={inputStyle(theme)}
          value={platform}
          onChange={(event) => setPlatform(event.target.value)}
        />
        <Button size="small" onClick={() => apply()}>
          {t('dashboard.apply')}
        </Button>
      </ChoiceButtons>
      <ErrorLine error={windowError} />
      {overview.error && (
        <p role="alert" css={errorStyle}>
          {t('common.failed', { message: overview.error })}
        </p>
      )}
      {driftCount > 0 && (
        <p role="alert" css={{ margin: 0, color: theme.color.warning }}>
          {t('dashboard.drift', { count: driftCount })}
        </p>
      )}
      {summary && (
        <div css={tiles}>
          <section>
            <h2>{t('dashboard.deposits')}</h2>
            <p>{summary.deposits.amount}</p>
            <small>{t('dashboard.orders', { count: summary.deposits.orders })}</small>
          </section>
          <section>
            <h2>{t('dashboard.bonuses')}</h2>
            <p>{summary.bonuses.amount}</p>
            <small>
              {summary.bonuses.byKind.map((bonus) => `${bonus.kind} ${bonus.amount}`).join(' · ')}
            </small>
          </section>
          <section>
            <h2>{t('dashboard.ggr')}</h2>
            <p>{summary.ggr}</p>
          </section>
          <section>
            <h2>{t('dashboard.extractions')}</h2>
            <p>{summary.extractions.deliveredValue}</p>
            <small>{t('dashboard.extractionsLine', summary.extractions)}</small>
          </section>
          <section>
            <h2>{t('dashboard.newPlayers')}</h2>
            <p>{summary.players.new}</p>
          </section>
          <section>
            <h2>{t('dashboard.payingPlayers')}</h2>
            <p>{summary.players.paying}</p>
          </section>
          <section>
            <h2>{t('dashboard.activePlayers')}</h2>
            <p>{summary.players.active}</p>
          </section>
          <section>
            <h2>{t('dashboard.online')}</h2>
            <p>{summary.onlineNow}</p>
          </section>
        </div>
      )}
      {series.data && <SeriesCharts series={series.data} />}
      <DataTable
        label={t('dashboard.games')}
        toolbar={<h2>{t('dashboard.games')}</h2>}
        columns={gameColumns}
        rows={summary?.games ?? []}
        rowKey={(row) => row.game}
        loading={overview.loading && !summary}
      />
      <DataTable
        label={t('dashboard.boxes')}
        toolbar={<h2>{t('dashboard.boxes')}</h2>}
        columns={boxColumns}
        rows={rtp.data?.boxes ?? []}
        rowKey={(row) => String(row.boxId)}
        loading={rtp.loading && !rtp.data}
        maxHeight={420}
      />
      <DataTable
        label={t('dashboard.topWins')}
        toolbar={<h2>{t('dashboard.topWins')}</h2>}
        columns={winColumns}
        rows={wins.data ?? []}
        rowKey={(row) => row.reference}
        loading={wins.loading && !wins.data}
      />
    </div>
  );
});

function SeriesCharts({ series }: { series: Series }) {
  const t = useText();
  const at = (point: Series['points'][number]) => new Date(point.at);
  return (
    <div css={charts}>
      <section>
        <TimeSeriesChart
          label={t('dashboard.chartMoney')}
          series={[
            {
              id: 'deposits',
              label: t('dashboard.deposits'),
              points: series.points.map((p) => ({ time: at(p), value: Number(p.deposits) })),
            },
            {
              id: 'ggr',
              label: t('dashboard.ggr'),
              points: series.points.map((p) => ({ time: at(p), value: Number(p.ggr) })),
            },
          ]}
        />
      </section>
      <section>
        <TimeSeriesChart
          label={t('dashboard.chartPlayers')}
          series={[
            {
              id: 'new',
              label: t('dashboard.newPlayers'),
              points: series.points.map((p) => ({ time: at(p), value: p.newPlayers })),
            },
            {
              id: 'active',
              label: t('dashboard.activePlayers'),
              points: series.points.map((p) => ({ time: at(p), value: p.activePlayers })),
            },
          ]}
        />
      </section>
    </div>
  );
}

export default DashboardScreen;
