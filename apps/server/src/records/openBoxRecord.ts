import { BoxType } from '@skinbox/api';
import type { Locale, OpenBoxRecord } from '@skinbox/api';
import { toGoodsSummary } from '../catalogue/goods';
import type { LiveDropRow } from './queries';

/** A live drop as getAllOpenBoxRecords and the live-drop channels send it, named in `locale`. */
export function toOpenBoxRecord(
  row: LiveDropRow,
  locale: Locale,
  assetBase: string,
): OpenBoxRecord {
  return {
    id: row.id,
    nickName: row.nickName,
    avater: row.avatar,
    boxId: row.boxId,
    boxType: row.boxType === BoxType.battle ? BoxType.battle : BoxType.site,
    boxName: row.boxNames[locale],
    goods: toGoodsSummary(row, locale, assetBase),
    createdAt: row.createdAt.toISOString(),
  };
}
