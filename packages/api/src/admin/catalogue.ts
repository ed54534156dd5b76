import { z } from 'zod';
import { qualityGrade } from '../contract/enumSchemas';
import { id, text } from '../contract/fields';
import { BoxType } from '../contract/enums';
import { moneyString } from '../contract/moneySchema';
import { noPayload } from '../contract/page';
import { defineAdminEndpoint } from './adminEndpoint';
import {
  adminPage,
  adminPageOf,
  auditReceipt,
  localizedNames,
  optionalReason,
  positiveMoney,
  reason,
  storedNames,
} from './shapes';

/**
 * Boxes, item prices and replacement stock. A saved box applies to the next opening at once (the
 * open reads the box inside its own transaction). Every save is checked first: the contents'
 * return-to-player at today's prices must be below the economy's ceiling (`check` answers the
 * same verdict the save enforces).
 */

/** 1 site box, 2 battle box, 3 ammo box (priced in ammo). */
export const BOX_TYPES = [BoxType.site, BoxType.battle, BoxType.ammo] as const;
export const boxType = z.union(
  [z.literal(BoxType.site), z.literal(BoxType.battle), z.literal(BoxType.ammo)],
  {
    message: 'errors.badRequest',
  },
);
/** Tickets out of which a box's items draw (packages/fairness TICKETS). */
export const BOX_TICKETS = 100_000;
export const BOX_MIN_ITEMS = 2;
export const BOX_MAX_ITEMS = 60;

export const boxRow = z.object({
  boxId: z.number().int().positive(),
  type: z.number().int(),
  category: z.string(),
  names: storedNames,
  image: z.string(),
  price: moneyString,
  enabled: z.boolean(),
  sort: z.number().int(),
  items: z.number().int().nonnegative(),
  /** The return the contents were set for, and what they return at today's prices. */
  targetRtp: z.number(),
  actualRtp: z.number(),
});
export type BoxRow = z.infer<typeof boxRow>;

export const boxes = defineAdminEndpoint({
  path: '/api/admin/catalogue/boxes',
  request: z.object({ type: boxType.optional() }),
  response: z.array(boxRow),
});

export const boxItem = z.object({
  goodsId: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  quality: qualityGrade,
  price: moneyString,
  tickets: z.number().int().positive(),
});
export type BoxItem = z.infer<typeof boxItem>;

export const box = defineAdminEndpoint({
  path: '/api/admin/catalogue/box',
  request: z.object({ boxId: id() }),
  response: boxRow.extend({ contents: z.array(boxItem) }),
});

/**
 * A box as the editor holds it. `contents` gives each item's tickets (summing to BOX_TICKETS), or
 * with `solveFor` set leaves them out and the server solves them for that return (cheaper items
 * more likely, as the catalogue seeding does).
 */
export const boxDraft = z
  .object({
    type: boxType,
    category: text(20).trim().min(1, 'errors.adminNameRequired'),
    names: localizedNames(40),
    image: text(300).trim().min(1, 'errors.adminNameRequired'),
    price: positiveMoney,
    solveFor: z.number().gt(0).lt(1).optional(),
    contents: z
      .array(
        z.object({
          goodsId: id(),
          tickets: z.number().int().min(1).max(BOX_TICKETS).optional(),
        }),
      )
      .min(BOX_MIN_ITEMS, 'errors.boxItemsCount')
      .max(BOX_MAX_ITEMS, 'errors.boxItemsCount'),
  })
  .refine((d) => new Set(d.contents.map((c) => c.goodsId)).size === d.contents.length, {
    message: 'errors.boxItemsRepeated',
  })
  .refine(
    (d) =>
      d.solveFor !== undefined ||
      (d.contents.every((c) => c.tickets !== undefined) &&
        d.contents.reduce((sum, c) => sum + (c.tickets ?? 0), 0) === BOX_TICKETS),
    { message: 'errors.boxTicketsTotal' },
  );
export type BoxDraft = z.input<typeof boxDraft>;

export const boxCheck = z.object({
  contents: z.array(boxItem),
  /** Expected value of one open over the price, at today's prices. */
  rtp: z.number(),
  /** The economy's ceiling for a box (every loop must return less than it costs). */
  maxRtp: z.number(),
  accepted: z.boolean(),
  /** The refusal in the caller's language when not accepted. */
  refusal: z.string().nullable(),
});
export type BoxCheck = z.infer<typeof boxCheck>;

export const check = defineAdminEndpoint({
  path: '/api/admin/catalogue/check',
  request: z.object({ draft: boxDraft }),
  response: boxCheck,
});

/** Creates a box (without `boxId`) or replaces one's settings and contents; refused as `check` refuses. */
export const saveBox = defineAdminEndpoint({
  path: '/api/admin/catalogue/saveBox',
  request: z.object({ boxId: id().optional(), draft: boxDraft, reason: optionalReason }),
  response: auditReceipt.extend({ boxId: z.number().int().positive(), check: boxCheck }),
});

export const setBoxEnabled = defineAdminEndpoint({
  path: '/api/admin/catalogue/setBoxEnabled',
  request: z.object({ boxId: id(), enabled: z.boolean(), reason: optionalReason }),
  response: auditReceipt,
});

/** The given boxes take sort 1, 2, 3 … in this order (lists show the lowest first). */
export const orderBoxes = defineAdminEndpoint({
  path: '/api/admin/catalogue/orderBoxes',
  request: z.object({ boxIds: z.array(id()).min(1).max(500), reason: optionalReason }),
  response: auditReceipt,
});

export const itemRow = z.object({
  goodsId: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  quality: qualityGrade,
  exterior: z.string().nullable(),
  category: z.string(),
  price: moneyString,
  modelPrice: moneyString,
  overridePrice: moneyString.nullable(),
  replaceStock: z.number().int().nonnegative().nullable(),
});
export type ItemRow = z.infer<typeof itemRow>;

export const items = defineAdminEndpoint({
  path: '/api/admin/catalogue/items',
  request: adminPage.extend({
    /** An id, or words of the English or Chinese name. */
    query: text(60).trim().optional(),
    quality: qualityGrade.optional(),
  }),
  response: adminPageOf(itemRow),
});

/** A box whose return a price change moves. */
export const movedBox = z.object({
  boxId: z.number().int().positive(),
  name: z.string(),
  enabled: z.boolean(),
  targetRtp: z.number(),
  rtpBefore: z.number(),
  rtpAfter: z.number(),
  /** Above the economy's ceiling after the change. */
  overCeiling: z.boolean(),
});
const priceChange = z.object({
  goodsId: id(),
  /** null goes back to the price model. */
  price: positiveMoney.nullable(),
});

/** The boxes holding the item and their return before and after the price change. */
export const previewPrice = defineAdminEndpoint({
  path: '/api/admin/catalogue/previewPrice',
  request: priceChange,
  response: z.object({ boxes: z.array(movedBox) }),
});

/** Sets the override; refused (errors.boxEconomy) when an enabled box would pass the ceiling. */
export const setPrice = defineAdminEndpoint({
  path: '/api/admin/catalogue/setPrice',
  request: priceChange.extend({ reason }),
  response: auditReceipt.extend({ boxes: z.array(movedBox) }),
});

/** Replacement stock (trade-up): under 10 hides the item as a target. */
export const REPLACE_STOCK_MAX = 1_000_000;
export const setStock = defineAdminEndpoint({
  path: '/api/admin/catalogue/setStock',
  request: z.object({
    goodsId: id(),
    stock: z.number().int().min(0).max(REPLACE_STOCK_MAX),
    reason: optionalReason,
  }),
  response: auditReceipt,
});

/** Box categories in use, for the editor's choice. */
export const categories = defineAdminEndpoint({
  path: '/api/admin/catalogue/categories',
  request: noPayload,
  response: z.array(z.string()),
});
