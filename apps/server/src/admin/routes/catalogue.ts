import {
  boxCategories,
  boxesMovedBy,
  boxForEditor,
  boxList,
  itemList,
} from '../../catalogue/adminQueries';
import { checkDraft } from '../../catalogue/boxDraft';
import {
  orderBoxes,
  saveBox,
  setBoxEnabled,
  setItemPrice,
  setReplaceStock,
} from '../../catalogue/operatorActions';
import { moneyToCents } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { catalogueItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { ModuleDeps } from '../../platform/deps';
import { adminRoute } from '../adminRoute';

export function registerCatalogueRoutes(deps: ModuleDeps) {
  const { db, config } = deps;
  adminRoute(deps, 'catalogue.boxes', (input) => boxList(db, input.type));
  adminRoute(deps, 'catalogue.box', (input, { locale }) =>
    boxForEditor(db, input.boxId, locale, config.ASSET_BASE_URL),
  );
  adminRoute(
    deps,
    'catalogue.check',
    async (input, { locale }) => (await checkDraft(db, input.draft, config, locale)).check,
  );
  adminRoute(deps, 'catalogue.saveBox', (input, { operator, locale }) =>
    db.transaction((tx) => saveBox(tx, input, operator, config, locale)),
  );
  adminRoute(deps, 'catalogue.setBoxEnabled', (input, { operator }) =>
    db.transaction((tx) => setBoxEnabled(tx, input, operator)),
  );
  adminRoute(deps, 'catalogue.orderBoxes', (input, { operator }) =>
    db.transaction((tx) => orderBoxes(tx, input, operator)),
  );
  adminRoute(deps, 'catalogue.items', (input, { locale }) =>
    itemList(db, input, locale, config.ASSET_BASE_URL),
  );
  adminRoute(deps, 'catalogue.previewPrice', async (input) => {
    const [item] = await db
      .select({ id: catalogueItems.id })
      .from(catalogueItems)
      .where(eq(catalogueItems.id, input.goodsId));
    if (!item) throw new AppError(404, 'errors.itemNotFound');
    const price = input.price === null ? null : moneyToCents(input.price);
    return { boxes: await boxesMovedBy(db, input.goodsId, price, config) };
  });
  adminRoute(deps, 'catalogue.setPrice', (input, { operator }) =>
    db.transaction((tx) => setItemPrice(tx, input, operator, config)),
  );
  adminRoute(deps, 'catalogue.setStock', (input, { operator }) =>
    db.transaction((tx) => setReplaceStock(tx, input, operator)),
  );
  adminRoute(deps, 'catalogue.categories', () => boxCategories(db));
}
