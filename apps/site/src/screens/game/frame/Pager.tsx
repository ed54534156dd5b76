import { PAGE_SIZE } from '@skinbox/api';
import { Button } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { goodsMessages } from '../goods/messages';

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous / next over pages of SPEC's size 10, until UI-B's Pagination lands. */
export function Pager({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage(page: number): void;
}) {
  const intl = useIntl();
  const pages = pageCount(total);
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={intl.formatMessage(goodsMessages.pageOf, { page, pages })}
      css={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12 }}
    >
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage(goodsMessages.previous)}
      </Button>
      <span>{intl.formatMessage(goodsMessages.pageOf, { page, pages })}</span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {intl.formatMessage(goodsMessages.next)}
      </Button>
    </nav>
  );
}
