import { useTheme } from '@emotion/react';
import type { dashboard } from '@skinbox/api/admin';
import type { DataTableColumn } from '@skinbox/ui/console';
import type { z } from 'zod';
import { useText, type Translate } from '../../i18n/useText';
import { percent } from '../../shared/format';

type Rtp = Pick<
  z.output<typeof dashboard.boxRtp>,
  'realised' | 'target' | 'low' | 'high' | 'status'
>;

/**
 * The return columns the games' and the boxes' tables share: the realised return against the
 * target, the band it may drift in, and the verdict; the boxes sort by their return.
 */
export function rtpColumns<Row extends Rtp>(
  t: Translate,
  { sortRealised }: { sortRealised: boolean },
): DataTableColumn<Row>[] {
  return [
    {
      id: 'realised',
      header: t('dashboard.col.realised'),
      value: (row) => row.realised,
      cell: (row) => percent(row.realised),
      align: 'end',
      ...(sortRealised ? { sortable: true } : {}),
    },
    {
      id: 'target',
      header: t('dashboard.col.target'),
      value: (row) => row.target,
      cell: (row) => percent(row.target),
      align: 'end',
    },
    {
      id: 'band',
      header: t('dashboard.col.band'),
      cell: (row) => `${percent(row.low)} – ${percent(row.high)}`,
      align: 'end',
    },
    {
      id: 'status',
      header: t('dashboard.col.status'),
      value: (row) => row.status,
      cell: (row) => <StatusText status={row.status} />,
    },
  ];
}

function StatusText({ status }: { status: Rtp['status'] }) {
  const t = useText();
  const theme = useTheme();
  const color =
    status === 'ok'
      ? theme.color.success
      : status === 'few'
        ? theme.color.textMuted
        : theme.color.warning;
  return <span css={{ color }}>{t(`dashboard.status.${status}`)}</span>;
}
