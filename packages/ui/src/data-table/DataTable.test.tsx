import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { compareValues, nextSort, pageRange, type DataTableColumn } from './columns';
import { DataTable } from './DataTable';

interface Player {
  id: number;
  nickname: string;
  balance: number;
  joined: Date | null;
}

const players: Player[] = [
  { id: 1, nickname: 'bravo', balance: 20.5, joined: new Date('2026-03-01T00:00:00Z') },
  { id: 2, nickname: 'Alpha', balance: 1500, joined: null },
  { id: 3, nickname: 'charlie', balance: 3, joined: new Date('2026-01-15T00:00:00Z') },
];

const columns: DataTableColumn<Player>[] = [
  { id: 'id', header: 'ID', value: (p) => p.id, hideable: false, align: 'end' },
  { id: 'nickname', header: 'Nickname', value: (p) => p.nickname, sortable: true },
  {
    id: 'balance',
    header: 'Balance',
    value: (p) => p.balance,
    cell: (p) => `¥${p.balance.toFixed(2)}`,
    sortable: true,
    sortDescFirst: true,
    align: 'end',
  },
  { id: 'joined', header: 'Joined', value: (p) => p.joined, sortable: true },
];

const bodyColumn = (index: number) =>
  within(screen.getAllByRole('rowgroup')[1] as HTMLElement)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent);

describe('data table logic', () => {
  it('cycles a column through its first direction, the other, and no sort', () => {
    expect(nextSort(null, 'a')).toEqual({ column: 'a', direction: 'asc' });
    expect(nextSort({ column: 'a', direction: 'asc' }, 'a')).toEqual({
      column: 'a',
      direction: 'desc',
    });
    expect(nextSort({ column: 'a', direction: 'desc' }, 'a')).toBeNull();
    expect(nextSort({ column: 'a', direction: 'desc' }, 'b', true)).toEqual({
      column: 'b',
      direction: 'desc',
    });
    expect(nextSort({ column: 'b', direction: 'desc' }, 'b', true)).toEqual({
      column: 'b',
      direction: 'asc',
    });
  });

  it('compares numbers, dates and text as a reader expects', () => {
    const collator = new Intl.Collator('en', { numeric: true });
    expect(compareValues(9, 10, collator)).toBeLessThan(0);
    expect(compareValues('item 9', 'item 10', collator)).toBeLessThan(0);
    expect(compareValues('alpha', 'Bravo', collator)).toBeLessThan(0);
    expect(compareValues(new Date(2026, 1, 1), new Date(2025, 1, 1), collator)).toBeGreaterThan(0);
    expect(compareValues(5n, 5n, collator)).toBe(0);
  });

  it('numbers the rows a page shows, from 1, none when empty', () => {
    expect(pageRange(1, 20, 125)).toEqual({ from: 1, to: 20 });
    expect(pageRange(7, 20, 125)).toEqual({ from: 121, to: 125 });
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('DataTable', () => {
  it('sorts on the client by header press, with aria-sort, empty values last', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderWithKit(
      <DataTable label="Players" columns={columns} rows={players} onSortChange={onSortChange} />,
      { locale: 'en' },
    );
    expect(bodyColumn(1)).toEqual(['bravo', 'Alpha', 'charlie']);
    const nickname = screen.getByRole('columnheader', { name: /Nickname/ });
    expect(nickname).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'ID' })).not.toHaveAttribute('aria-sort');

    await user.click(within(nickname).getByRole('button'));
    expect(nickname).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyColumn(1)).toEqual(['Alpha', 'bravo', 'charlie']);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'nickname', direction: 'asc' });

    await user.click(within(nickname).getByRole('button'));
    expect(nickname).toHaveAttribute('aria-sort', 'descending');
    expect(bodyColumn(1)).toEqual(['charlie', 'bravo', 'Alpha']);

    const balance = screen.getByRole('columnheader', { name: /Balance/ });
    await user.click(within(balance).getByRole('button'));
    expect(balance).toHaveAttribute('aria-sort', 'descending');
    expect(nickname).toHaveAttribute('aria-sort', 'none');
    expect(bodyColumn(2)).toEqual(['¥1500.00', '¥20.50', '¥3.00']);

    const joined = screen.getByRole('columnheader', { name: /Joined/ });
    await user.click(within(joined).getByRole('button'));
    expect(bodyColumn(0)).toEqual(['3', '1', '2']);
    await user.click(within(joined).getByRole('button'));
    expect(bodyColumn(0)).toEqual(['1', '3', '2']);
  });

  it('pages on the server: shows rows as given, reports the page and the sort', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const onSortChange = vi.fn();
    renderWithKit(
      <DataTable
        label="Players"
        columns={columns}
        rows={players}
        page={2}
        pageSize={3}
        total={8}
        onPageChange={onPageChange}
        sort={null}
        onSortChange={onSortChange}
      />,
      { locale: 'en' },
    );
    expect(screen.getByText('4–6 of 8')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '9');
    expect(screen.getAllByRole('row').map((row) => row.getAttribute('aria-rowindex'))).toEqual([
      '1',
      '5',
      '6',
      '7',
    ]);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);

    await user.click(
      within(screen.getByRole('columnheader', { name: /Nickname/ })).getByRole('button'),
    );
    expect(onSortChange).toHaveBeenCalledWith({ column: 'nickname', direction: 'asc' });
    // Controlled and server-sorted: the order is the server's until new rows come.
    expect(bodyColumn(1)).toEqual(['bravo', 'Alpha', 'charlie']);
  });

  it('hides and shows columns from the column menu, never the last one', async () => {
    const user = userEvent.setup();
    const onHiddenColumnsChange = vi.fn();
    renderWithKit(
      <DataTable
        label="Players"
        columns={columns}
        rows={players}
        defaultHiddenColumns={['joined']}
        onHiddenColumnsChange={onHiddenColumnsChange}
      />,
      { locale: 'en' },
    );
    expect(screen.queryByRole('columnheader', { name: /Joined/ })).toBeNull();
    const menuButton = screen.getByRole('button', { name: 'Columns' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const menu = screen.getByRole('group', { name: 'Columns' });
    // ID may not be hidden, so it is not offered.
    expect(
      within(menu)
        .getAllByRole('checkbox')
        .map((box) => box.closest('[role=group] > *')?.textContent),
    ).toEqual(['Nickname', 'Balance', 'Joined']);
    await user.click(within(menu).getByRole('checkbox', { name: 'Joined' }));
    expect(screen.getByRole('columnheader', { name: /Joined/ })).toBeInTheDocument();
    await user.click(within(menu).getByRole('checkbox', { name: 'Balance' }));
    expect(screen.queryByRole('columnheader', { name: /Balance/ })).toBeNull();
    expect(onHiddenColumnsChange).toHaveBeenLastCalledWith(['balance']);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Columns' })).toBeNull();
    expect(menuButton).toHaveFocus();
  });

  it('keeps the last visible column checked and disabled', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <DataTable
        label="Players"
        columns={columns.map((column) => ({ ...column, hideable: true }))}
        rows={players}
        defaultHiddenColumns={['id', 'balance', 'joined']}
      />,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('checkbox', { name: 'Nickname' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'ID' })).toBeEnabled();
  });

  it('closes the column menu on a press outside it', async () => {
    const user = userEvent.setup();
    renderWithKit(<DataTable label="Players" columns={columns} rows={players} />, {
      locale: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('group', { name: 'Columns' })).toBeInTheDocument();
    await user.click(screen.getByRole('table'));
    expect(screen.queryByRole('group', { name: 'Columns' })).toBeNull();
  });

  it('draws skeleton rows while loading and tells assistive technology', () => {
    renderWithKit(
      <DataTable label="Players" columns={columns} rows={players} loading pageSize={4} />,
      { locale: 'zh' },
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(document.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(4);
    expect(screen.queryByText('bravo')).toBeNull();
  });

  it('shows the translated empty line, or the one given', () => {
    const { rerender } = renderWithKit(<DataTable label="Players" columns={columns} rows={[]} />, {
      locale: 'tw',
    });
    const cell = screen.getByRole('cell', { name: '暫無資料' });
    expect(cell).toHaveAttribute('colspan', '4');
    rerender(<DataTable label="Players" columns={columns} rows={[]} empty="No player matches" />);
    expect(screen.getByRole('cell', { name: 'No player matches' })).toBeInTheDocument();
  });

  it('makes rows targets for the mouse and for Enter', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderWithKit(
      <DataTable
        label="Players"
        columns={columns}
        rows={players}
        rowKey={(p) => String(p.id)}
        onRowClick={onRowClick}
      />,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('cell', { name: 'charlie' }));
    expect(onRowClick).toHaveBeenLastCalledWith(players[2]);
    screen.getByRole('cell', { name: 'bravo' }).closest('tr')?.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(players[0]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('writes dates in the time zone given', () => {
    renderWithKit(
      <DataTable label="Players" columns={columns} rows={players} timeZone="Asia/Shanghai" />,
      { locale: 'en' },
    );
    expect(screen.getByRole('cell', { name: 'Mar 1, 2026, 8:00 AM' })).toBeInTheDocument();
  });

  it('formats values by the reader’s language and has no axe violations', async () => {
    const { container } = renderWithKit(
      <DataTable
        label="Players"
        columns={[{ id: 'n', header: 'N', value: (p: Player) => p.balance * 1000 }]}
        rows={players}
        page={1}
        pageSize={10}
        total={3}
        onPageChange={() => {}}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('cell', { name: '1,500,000' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
