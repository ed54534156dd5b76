import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * POST /api/uploadfile?type={type}, multipart/form-data with one file in the field `file`.
 * `request` describes the query string. Types:
 * - avatar: the player's own picture (VIP5 or higher); it goes to review (avaterStatus) and is
 *   used once update is called with the returned URL and the review passes.
 */
export const UPLOAD_TYPES = ['avatar'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const UPLOAD_FIELD = 'file';
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const uploadFile = defineEndpoint({
  path: '/api/uploadfile',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ type: z.enum(UPLOAD_TYPES, 'errors.badRequest') }),
  response: z.object({
    type: z.enum(UPLOAD_TYPES),
    /** Where the stored file is served from, e.g. /uploads/avatar/3f2a….png. */
    url: z.string().min(1),
  }),
});
