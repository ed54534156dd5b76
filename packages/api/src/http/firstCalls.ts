import { BoxType } from '../contract/enums';

/**
 * The payloads of the first calls a page's first screen makes that the server answers inside the
 * page (firstAnswers.ts): declared once, so the client that makes them and the server that
 * answers them ahead send the same payload, and an answer is never written for a call nobody
 * makes.
 */

/** The live-drop ticker's first page: the newest drops opened from a site box. */
export const LIVE_DROPS_FIRST_CALL = { boxType: BoxType.site, limit: 50 } as const;

/** The home lists every site box in one page. */
export const HOME_BOXES_FIRST_CALL = { type: BoxType.site, pageSize: 50 } as const;
