import { AvatarStatus } from '@skinbox/api';
import { and, asc, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { reviewAvatarUpload } from '../../avatars/operatorActions';
import { deleteChatLines } from '../../chat/operatorActions';
import {
  avatarUploads,
  chatMessages,
  deliveries,
  rechargeOrders,
  reserveEvents,
  reserveSignups,
  supportClosures,
  supportMessages,
  users,
} from '../../db/schema';
import { cancelExtraction, retryExtraction } from '../../bag/delivery/operatorActions';
import { configuredDeliveryProvider } from '../../bag/delivery/provider';
import { AppError } from '../../http/errors';
import { wagerMultipleFor } from '../../economy/rules/wagering';
import type { ModuleDeps } from '../../platform/deps';
import { readPage, rowCount } from '../../platform/paging';
import { extractionPage } from '../../players/queries';
import { confirmManualRecharge } from '../../recharge/operatorActions';
import { addReservation, openReservation } from '../../reserve/operatorActions';
import { closeSupportThread, answerSupportThread } from '../../support/operatorActions';
import { waitingThreads } from '../../support/queries';
import { centsToMoney } from '@skinbox/api';
import { adminRoute } from '../adminRoute';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function registerQueueRoutes(deps: ModuleDeps) {
  const { db, config } = deps;
  const extraction = {
    provider: configuredDeliveryProvider(config.economy),
    wagerMultiple: wagerMultipleFor(config.economy.BOX_RTP),
  };

  adminRoute(deps, 'queues.extractions', (input, { locale, now }) => {
    const byQueue: Record<typeof input.queue, SQL | undefined> = {
      pending: and(eq(deliveries.status, 'pending'), gt(deliveries.dueAt, now)),
      delivering: and(eq(deliveries.status, 'pending'), lte(deliveries.dueAt, now)),
      failed: eq(deliveries.status, 'failed'),
      completed: eq(deliveries.status, 'completed'),
      cancelled: eq(deliveries.status, 'cancelled'),
    };
    const filter = and(
      byQueue[input.queue],
      input.userId === undefined ? undefined : eq(deliveries.userId, input.userId),
    );
    return extractionPage(db, input, filter, locale, now);
  });
  adminRoute(deps, 'queues.retryExtraction', (input, { operator, now }) =>
    db.transaction((tx) => retryExtraction(tx, input, operator, extraction, now)),
  );
  adminRoute(deps, 'queues.cancelExtraction', (input, { operator }) =>
    db.transaction((tx) => cancelExtraction(tx, input, operator)),
  );

  adminRoute(deps, 'queues.rechargeOrders', async (input) => {
    const where = and(
      input.status === undefined ? undefined : eq(rechargeOrders.status, input.status),
      input.userId === undefined ? undefined : eq(rechargeOrders.userId, input.userId),
    );
    const { rows, total } = await readPage(
      input,
      db
        .select({ order: rechargeOrders, nickName: users.nickName })
        .from(rechargeOrders)
        .innerJoin(users, eq(users.id, rechargeOrders.userId))
        .where(where)
        .orderBy(desc(rechargeOrders.id))
        .$dynamic(),
      rowCount(db, rechargeOrders, where),
    );
    return {
      total,
      list: rows.map(({ order, nickName }) => ({
        orderId: order.id,
        userId: order.userId,
        nickName,
        method: order.method,
        provider: order.provider,
        amount: centsToMoney(order.amountCents),
        bonus: centsToMoney(order.bonusCents),
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        paidAt: iso(order.paidAt),
      })),
    };
  });
  adminRoute(deps, 'queues.confirmRecharge', (input, { operator }) =>
    db.transaction((tx) => confirmManualRecharge(tx, input, operator)),
  );

  adminRoute(deps, 'queues.avatars', async (input) => {
    const where = eq(avatarUploads.status, AvatarStatus.reviewing);
    const { rows, total } = await readPage(
      input,
      db
        .select({ upload: avatarUploads, nickName: users.nickName })
        .from(avatarUploads)
        .innerJoin(users, eq(users.id, avatarUploads.userId))
        .where(where)
        .orderBy(asc(avatarUploads.id))
        .$dynamic(),
      rowCount(db, avatarUploads, where),
    );
    return {
      total,
      list: rows.map(({ upload, nickName }) => ({
        id: upload.id,
        userId: upload.userId,
        nickName,
        image: upload.image,
        createdAt: upload.createdAt.toISOString(),
      })),
    };
  });
  adminRoute(deps, 'queues.reviewAvatar', async (input, { operator, now }) => {
    const { auditId } = await db.transaction((tx) => reviewAvatarUpload(tx, input, operator, now));
    return { auditId };
  });

  adminRoute(deps, 'queues.supportInbox', async ({ page, pageSize }) => {
    const waiting = await waitingThreads(db);
    return {
      total: waiting.length,
      list: waiting.slice((page - 1) * pageSize, page * pageSize).map((thread) => ({
        userId: thread.userId,
        nickName: thread.nickName,
        question: thread.question,
        askedAt: thread.askedAt.toISOString(),
      })),
    };
  });
  adminRoute(deps, 'queues.supportThread', async (input) => {
    const [player] = await db
      .select({ nickName: users.nickName })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!player) throw new AppError(404, 'errors.playerNotFound');
    const [lines, closure] = await Promise.all([
      db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.userId, input.userId))
        .orderBy(asc(supportMessages.id)),
      db.select().from(supportClosures).where(eq(supportClosures.userId, input.userId)),
    ]);
    const last = lines.at(-1);
    const closed = closure[0] && last && last.id <= closure[0].throughMessageId ? closure[0] : null;
    return {
      userId: input.userId,
      nickName: player.nickName,
      lines: lines.map((line) => ({
        id: line.id,
        author: line.author,
        body: line.body,
        createdAt: line.createdAt.toISOString(),
      })),
      closedAt: iso(closed?.closedAt ?? null),
    };
  });
  adminRoute(deps, 'queues.answerSupport', (input, { operator }) =>
    db.transaction((tx) => answerSupportThread(tx, input, operator)),
  );
  adminRoute(deps, 'queues.closeSupport', (input, { operator }) =>
    db.transaction((tx) => closeSupportThread(tx, input, operator)),
  );

  adminRoute(deps, 'queues.chatLines', async (input) => {
    const where = and(
      input.userId === undefined ? undefined : eq(chatMessages.userId, input.userId),
      input.includeDeleted ? undefined : isNull(chatMessages.deletedAt),
    );
    const { rows, total } = await readPage(
      input,
      db
        .select({ line: chatMessages, nickName: users.nickName })
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.userId))
        .where(where)
        .orderBy(desc(chatMessages.id))
        .$dynamic(),
      rowCount(db, chatMessages, where),
    );
    return {
      total,
      list: rows.map(({ line, nickName }) => ({
        id: line.id,
        userId: line.userId,
        nickName,
        body: line.body,
        createdAt: line.createdAt.toISOString(),
        deletedAt: iso(line.deletedAt),
      })),
    };
  });
  adminRoute(deps, 'queues.deleteChat', (input, { operator, now }) =>
    db.transaction((tx) =>
      deleteChatLines(
        tx,
        input.lineIds
          ? { lineIds: input.lineIds, reason: input.reason }
          : { userId: input.userId ?? 0, reason: input.reason },
        operator,
        now,
      ),
    ),
  );

  adminRoute(deps, 'queues.reservations', async (input) => {
    const { rows, total } = await readPage(
      input,
      db
        .select({
          event: reserveEvents,
          signups: sql<number>`(select count(*)::int from ${reserveSignups} s where s.event_id = ${reserveEvents.id})`,
        })
        .from(reserveEvents)
        .orderBy(desc(reserveEvents.id))
        .$dynamic(),
      rowCount(db, reserveEvents),
    );
    return {
      total,
      list: rows.map(({ event, signups }) => ({
        id: event.id,
        kind: event.kind,
        names: event.names,
        boxId: event.boxId,
        opensAt: event.opensAt.toISOString(),
        openedAt: iso(event.openedAt),
        signups,
      })),
    };
  });
  adminRoute(deps, 'queues.addReservation', async (input, { operator, now }) => {
    const { auditId, eventId } = await db.transaction((tx) =>
      addReservation(
        tx,
        {
          kind: input.kind,
          names: input.names,
          details: input.details,
          boxId: input.boxId ?? null,
          opensAt: new Date(input.opensAt),
          reason: input.reason,
        },
        operator,
        now,
      ),
    );
    return { auditId, eventId };
  });
  adminRoute(deps, 'queues.openReservation', (input, { operator }) =>
    db.transaction((tx) => openReservation(tx, input, operator)),
  );
}
