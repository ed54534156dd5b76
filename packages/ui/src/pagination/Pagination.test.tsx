import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Pagination } from './Pagination';
import {
  PAGINATION_ITEMS_PER_PAGE,
  PAGINATION_SHOW_PAGE_SIZE,
  paginationPageCount,
  paginationPages,
} from './usePagination';

const pageButtons = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .slice(1, -1)
    .map((button) => button.textContent);

describe('Pagination (SPEC: page size 10, 5 visible pages)', () => {
  it('puts 10 items on a page', () => {
    expect(PAGINATION_ITEMS_PER_PAGE).toBe(10);
    expect(paginationPageCount({ totalItems: 100 })).toBe(10);
    expect(paginationPageCount({ totalItems: 101 })).toBe(11);
  });

  it('makes pages of 10 from totalItems', () => {
    renderWithKit(<Pagination totalItems={30} />);
    expect(pageButtons()).toEqual(['1', '2', '3']);
  });

  it('shows 5 page numbers at most', () => {
    expect(PAGINATION_SHOW_PAGE_SIZE).toBe(5);
    renderWithKit(<Pagination totalItems={120} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps the current page in the middle of the window', () => {
    renderWithKit(<Pagination totalItems={120} defaultValue={7} />);
    expect(pageButtons()).toEqual(['5', '6', '7', '8', '9']);
  });

  it('keeps the window inside the last page', () => {
    renderWithKit(<Pagination totalItems={120} defaultValue={12} />);
    expect(pageButtons()).toEqual(['8', '9', '10', '11', '12']);
  });

  it('takes itemsPerPage and showPageSize', () => {
    renderWithKit(<Pagination totalItems={60} itemsPerPage={20} showPageSize={2} />);
    expect(pageButtons()).toEqual(['1', '2']);
    expect(paginationPageCount({ totalItems: 60, itemsPerPage: 20 })).toBe(3);
  });

  it('prefers pageCount over totalItems', () => {
    renderWithKit(<Pagination pageCount={2} totalItems={500} />);
    expect(pageButtons()).toEqual(['1', '2']);
  });

  it('has at least one page', () => {
    expect(paginationPageCount({ totalItems: 0 })).toBe(1);
  });

  it('adds ellipses that jump past the window with forceEllipses', async () => {
    const onChange = vi.fn();
    renderWithKit(
      <Pagination totalItems={120} defaultValue={7} forceEllipses onChange={onChange} />,
    );
    expect(pageButtons()).toEqual(['...', '5', '6', '7', '8', '9', '...']);
    await userEvent.click(screen.getByRole('button', { name: '第 10 页' }));
    expect(onChange).toHaveBeenCalledWith(10);
  });

  it('adds the leading ellipsis as soon as page 1 leaves the window', () => {
    renderWithKit(<Pagination totalItems={120} defaultValue={4} forceEllipses />);
    expect(pageButtons()).toEqual(['...', '2', '3', '4', '5', '6', '...']);
  });

  it('adds the trailing ellipsis as long as the last page is outside the window', () => {
    renderWithKit(<Pagination totalItems={120} defaultValue={9} forceEllipses />);
    expect(pageButtons()).toEqual(['...', '7', '8', '9', '10', '11', '...']);
  });

  it('lists ellipsis entries from paginationPages', () => {
    expect(paginationPages(1, 12, 5, true).map((page) => page.kind)).toEqual([
      'page',
      'page',
      'page',
      'page',
      'page',
      'ellipsis',
    ]);
  });
});

describe('Pagination moving', () => {
  it('goes to a pressed page and reports it', async () => {
    const onChange = vi.fn();
    renderWithKit(<Pagination totalItems={50} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onChange).toHaveBeenCalledWith(3);
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes forward with next', async () => {
    renderWithKit(<Pagination totalItems={50} defaultValue={2} />);
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back with prev', async () => {
    renderWithKit(<Pagination totalItems={50} defaultValue={2} />);
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables prev on the first page', () => {
    renderWithKit(<Pagination totalItems={50} />);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
  });

  it('disables next on the last page', () => {
    renderWithKit(<Pagination totalItems={50} defaultValue={5} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('follows value when controlled and only reports a change', async () => {
    const onChange = vi.fn();
    renderWithKit(<Pagination totalItems={50} value={2} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenCalledWith(3);
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('reports a controlled page past the end as the last page', () => {
    const onChange = vi.fn();
    renderWithKit(<Pagination totalItems={50} value={9} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith(5);
    expect(screen.getByRole('button', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('Pagination simple mode', () => {
  it('shows "current/count" between prev and next', () => {
    renderWithKit(<Pagination mode="simple" pageCount={12} defaultValue={3} />);
    expect(screen.getByText('3/12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '第 3 页' })).toBeNull();
  });

  it('says the position in words to screen readers', () => {
    renderWithKit(<Pagination mode="simple" pageCount={12} defaultValue={3} />, { locale: 'en' });
    expect(screen.getByText('Page 3 of 12')).toBeInTheDocument();
  });

  it('moves with next', async () => {
    renderWithKit(<Pagination mode="simple" pageCount={12} defaultValue={3} />);
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(screen.getByText('4/12')).toBeInTheDocument();
  });
});

describe('Pagination text and ARIA', () => {
  it('is a navigation landmark named in the chosen language', () => {
    renderWithKit(<Pagination totalItems={30} />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('says prev, next and page names in English', () => {
    renderWithKit(<Pagination totalItems={30} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('takes its own prev and next text', () => {
    renderWithKit(<Pagination totalItems={30} prevText="‹ Back" nextText="On ›" />);
    expect(screen.getByRole('button', { name: '‹ Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'On ›' })).toBeInTheDocument();
  });

  it('marks only the current page with aria-current="page"', () => {
    const { container } = renderWithKit(<Pagination totalItems={30} defaultValue={2} />);
    const current = container.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('2');
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Pagination
        totalItems={30}
        className="extra"
        style={{ margin: 3 }}
        data-testid="p"
        aria-label="Drops pages"
      />,
    );
    const nav = screen.getByTestId('p');
    expect(nav).toHaveClass('extra');
    expect(nav).toHaveStyle({ margin: '3px' });
    expect(nav).toHaveAttribute('aria-label', 'Drops pages');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <Pagination totalItems={120} defaultValue={6} forceEllipses />,
    );
    await expectNoAxeViolations(container);
  });

  it('has no accessibility violations in simple mode', async () => {
    const { container } = renderWithKit(<Pagination mode="simple" pageCount={4} />);
    await expectNoAxeViolations(container);
  });
});
