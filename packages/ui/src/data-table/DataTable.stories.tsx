import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag } from '../tag';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import type { DataTableColumn, DataTableSort } from './columns';
import { DataTable } from './DataTable';

interface Player {
  id: number;
  nickname: string;
  mobile: string;
  balance: number;
  kind: 'player' | 'streamer';
  joined: Date;
}

const NAMES = ['火山', 'Nova', 'mika', '阿豪', 'Linh', '지훈', 'zed', '小鹿', 'Bao', '老王'];

/** Fifty-three players, enough for six pages of ten. */
const PLAYERS: Player[] = Array.from({ length: 53 }, (_, index) => ({
  id: 10_001 + index,
  nickname: `${NAMES[index % NAMES.length] ?? 'p'}${index + 1}`,
  mobile: `138****${String(1000 + ((index * 379) % 9000)).padStart(4, '0')}`,
  balance: ((index * 7919) % 250_000) / 100,
  kind: index % 9 === 0 ? 'streamer' : 'player',
  joined: new Date(Date.UTC(2026, 0, 1) + index * 3 * 86_400_000),
}));

const COLUMNS: DataTableColumn<Player>[] = [
  { id: 'id', header: 'ID', value: (p) => p.id, hideable: false, align: 'end', width: 90 },
  { id: 'nickname', header: '昵称 Nickname', value: (p) => p.nickname, sortable: true },
  { id: 'mobile', header: '手机 Mobile', value: (p) => p.mobile },
  {
    id: 'balance',
    header: '余额 Balance',
    value: (p) => p.balance,
    cell: (p) => p.balance.toFixed(2),
    sortable: true,
    sortDescFirst: true,
    align: 'end',
  },
  {
    id: 'kind',
    header: '类型 Kind',
    value: (p) => p.kind,
    cell: (p) => <Tag type={p.kind === 'streamer' ? 'primary' : 'default'}>{p.kind}</Tag>,
  },
  { id: 'joined', header: '注册 Joined', value: (p) => p.joined, sortable: true },
];

const meta = {
  title: 'Console/DataTable',
  component: DataTable<Player>,
  tags: ['autodocs'],
  args: {
    label: '玩家 Players',
    columns: COLUMNS,
    rows: PLAYERS.slice(0, 8),
    loading: false,
    stickyHeader: true,
    // The site's business day: the same dates on every machine, whatever its own zone.
    timeZone: 'Asia/Shanghai',
    onSortChange: fn(),
    onRowClick: fn(),
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    maxHeight: { control: 'number' },
  },
} satisfies Meta<typeof DataTable<Player>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyCells = (canvasElement: HTMLElement, column: number) =>
  [...canvasElement.querySelectorAll('tbody tr')].map(
    (row) => row.querySelectorAll('td')[column]?.textContent,
  );

/** Sorted on the client: a header press sorts, a second turns it round; rows are targets. */
export const ClientSorted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const balance = canvas.getByRole('columnheader', { name: /Balance/ });
    await userEvent.click(within(balance).getByRole('button'));
    await expect(balance).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'balance',
      direction: 'desc',
    });
    const sorted = bodyCells(canvasElement, 3).map(Number);
    await expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    await userEvent.click(canvas.getAllByRole('row')[1] as HTMLElement);
    await expect(args.onRowClick).toHaveBeenCalledTimes(1);
  },
};

/** How a console wires it to the server: the page and the sort go out, one page of rows comes back. */
function ServerPagedDemo() {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort>(null);
  const ordered = sort
    ? [...PLAYERS].sort((a, b) => {
        const left = a[sort.column as keyof Player];
        const right = b[sort.column as keyof Player];
        const order = left < right ? -1 : left > right ? 1 : 0;
        return sort.direction === 'asc' ? order : -order;
      })
    : PLAYERS;
  return (
    <DataTable
      label="玩家 Players"
      columns={COLUMNS}
      rows={ordered.slice((page - 1) * 10, page * 10)}
      rowKey={(p) => String(p.id)}
      page={page}
      pageSize={10}
      total={PLAYERS.length}
      onPageChange={setPage}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      maxHeight={360}
      timeZone="Asia/Shanghai"
    />
  );
}

/** Paged on the server: ten rows a page, the range of the page, the kit's Pagination. */
export const ServerPaged: Story = {
  render: () => <ServerPagedDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('第 1–10 条，共 53 条')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '第 6 页' }));
    await expect(canvas.getByText('第 51–53 条，共 53 条')).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

/** The column menu: checkboxes hide and show columns; ID cannot be hidden. */
export const ColumnChoice: Story = {
  args: { defaultHiddenColumns: ['mobile'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: /Mobile/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '显示列' }));
    const menu = canvas.getByRole('group', { name: '显示列' });
    await userEvent.click(within(menu).getByRole('checkbox', { name: '手机 Mobile' }));
    await expect(canvas.getByRole('columnheader', { name: /Mobile/ })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('checkbox', { name: '类型 Kind' }));
    await expect(canvas.queryByRole('columnheader', { name: /Kind/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: '显示列' })).toBeNull();
  },
};

/** While a page loads: skeleton rows, the table busy. */
export const Loading: Story = {
  args: { loading: true, pageSize: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(6);
  },
};

/** No rows: one line across the table. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: '暂无数据' })).toBeVisible();
  },
};

/** A long list in a box of its own height: the header stays in view while it scrolls. */
export const StickyHeader: Story = {
  args: { rows: PLAYERS, maxHeight: 280 },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: /Nickname/ });
    const scroller = header.closest('table')?.parentElement as HTMLElement;
    const before = header.getBoundingClientRect().top;
    scroller.scrollTop = 400;
    await expect(scroller.scrollTop).toBeGreaterThan(0);
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(before));
  },
};

const matrixRows = {
  rows: {},
  sorted: { defaultSort: { column: 'balance', direction: 'desc' } },
  paged: { page: 2, pageSize: 4, total: 53, onPageChange: () => {} },
  loading: { loading: true, pageSize: 3 },
  empty: { rows: [] },
} as const;

/** Visual baseline. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={Object.keys(matrixRows) as (keyof typeof matrixRows)[]}
      columns={['data table'] as const}
      cell={(row) => (
        <div style={{ width: 720 }}>
          <DataTable
            label={row}
            columns={COLUMNS}
            rows={PLAYERS.slice(0, 4)}
            timeZone="Asia/Shanghai"
            {...matrixRows[row]}
          />
        </div>
      )}
    />
  ),
};
