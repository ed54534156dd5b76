import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { AVATAR_UPLOAD_VIP_LEVEL, UPLOAD_FIELD, UPLOAD_MAX_BYTES, uploadFile } from '@skinbox/api';
import type { RouteModule } from '../platform/deps';
import { uploads } from '../db/schema';
import { AppError } from '../http/errors';
import { sniffImage } from './rules/imageSniff';
import { loadUser } from '../platform/loadUser';
import { raiseVipLevel } from '../vip/actions';
import { STORAGE_KEY_PATTERN, UPLOADS_PATH, createDiskStorage, publicUrlOf } from './storage';

/**
 * POST /api/uploadfile?type={type} (SPEC section 7), multipart with one file in `file`: the bytes
 * must be a PNG, JPEG, GIF or WebP picture (sniffed, not trusted from the client) of at most
 * UPLOAD_MAX_BYTES. Stored files are served back under /uploads/.
 */
export const registerUploadRoutes: RouteModule = async ({ app, db, config }) => {
  const storage = createDiskStorage(`${config.DATA_DIR}/uploads`);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });

  app.post(uploadFile.path, async (request) => {
    const userId = request.userId;
    if (userId === null) throw new AppError(401, 'errors.unauthorized');
    const query = uploadFile.request.safeParse(request.query);
    if (!query.success) throw new AppError(400, 'errors.badRequest');
    if (!request.isMultipart()) throw new AppError(415, 'errors.uploadTypeUnsupported');
    const part = await request.file();
    if (!part || part.fieldname !== UPLOAD_FIELD) throw new AppError(400, 'errors.badRequest');
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) {
        throw new AppError(413, 'errors.uploadTooLarge');
      }
      throw error;
    }
    const image = sniffImage(bytes);
    if (!image) throw new AppError(415, 'errors.uploadTypeUnsupported');
    const { type } = query.data;
    if (
      type === 'avatar' &&
      (await raiseVipLevel(db, await loadUser(db, userId))) < AVATAR_UPLOAD_VIP_LEVEL
    ) {
      throw new AppError(403, 'errors.avatarNeedsVip', { level: AVATAR_UPLOAD_VIP_LEVEL });
    }
    const storageKey = `${type}/${randomBytes(16).toString('hex')}.${image.ext}`;
    await storage.put(storageKey, bytes);
    await db
      .insert(uploads)
      .values({ userId, type, storageKey, mime: image.mime, bytes: bytes.length });
    return {
      code: 0,
      msg: 'ok',
      data: uploadFile.response.parse({ type, url: publicUrlOf(storageKey) }),
    };
  });

  app.get(`${UPLOADS_PATH}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const bytes = STORAGE_KEY_PATTERN.test(key) ? await storage.get(key) : null;
    const image = bytes ? sniffImage(bytes) : null;
    if (!bytes || !image) throw new AppError(404, 'errors.notFound');
    return reply
      .type(image.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
};
