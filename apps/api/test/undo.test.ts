import { chatPaths, chatRoomPaths, chatTokenHeader, type ChatTemplate } from '@seller-portal/contracts/chat';
import type { UndoTicket } from '@seller-portal/contracts/core';
import { orderPaths, orderPathsOf, type OrderBulkAcceptResult, type OrderBulkResult, type OrderDetail } from '@seller-portal/contracts/orders';
import { productPaths, type ProductStatusAnswer, type ProductStatusUndoAnswer } from '@seller-portal/contracts/products';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/schema';
import { undoWindowMs } from '../src/modules/undo';
import { orders } from '../src/modules/orders/schema';
import { productItems } from '../src/modules/products/schema';
import { drivers } from './support/test-database';
import { demo, useTestServer, type Answer, type TestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

const store = 'DEMO-60001';

function value<T>(answer: Answer<T>): T {
  if (answer.body.value === null || answer.body.value === undefined) throw new Error(`no value: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

async function chatCaller(server: TestServer, cookie: string) {
  const token = value(await server.call<string>('GET', chatPaths.generateToken, { cookie }));
  return { cookie, headers: { [chatTokenHeader]: token } };
}

// One server (and database) per driver for the file; each test takes products and orders no other test takes.
describe.each(drivers)('undo (%s)', (driver) => {
  const server = useTestServer(driver);
  const db = () => server.database.db;
  const sign = (account: { username: string; password: string }) => server.signIn(account.username, account.password);
  const activeOf = async (itemIds: string[]) =>
    Object.fromEntries(
      (await db().select({ itemId: productItems.itemId, active: productItems.active }).from(productItems).where(inArray(productItems.itemId, itemIds))).map(
        (row) => [row.itemId, row.active],
      ),
    );
  const setActive = (cookie: string, itemIds: string[], active: boolean) =>
    server.call<ProductStatusAnswer>('POST', productPaths.status, { cookie, body: { itemIds, active } });
  const undoStatus = (cookie: string, operationId: string) =>
    server.call<ProductStatusUndoAnswer>('POST', productPaths.statusUndo, { cookie, body: { operationId } });
  const audit = (identifier: string) =>
    db()
      .select({ action: auditLog.action, actor: auditLog.actor, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.identifier, identifier))
      .orderBy(auditLog.seq);
  const newOrders = async (count: number, offset: number) =>
    db()
      .select({ orderNumber: orders.orderNumber, version: orders.version })
      .from(orders)
      .where(and(eq(orders.storeCode, store), eq(orders.status, 'NEW')))
      .orderBy(orders.orderNumber)
      .limit(count)
      .offset(offset);

  it('puts back exactly the products a deactivation changed, once, and records both in the audit log', async () => {
    const cookie = await sign(demo.seller);
    const items = ['ITEM-60001-020', 'ITEM-60001-021', 'ITEM-60001-022'];
    value(await setActive(cookie, items.slice(0, 2), true));
    value(await setActive(cookie, [items[2]], false));

    const done = value(await setActive(cookie, items, false));
    const ticket = done.undo as UndoTicket;
    expect(ticket.expiresAt).toBe(server.clock.now().getTime() + undoWindowMs);
    expect(await activeOf(items)).toEqual({ [items[0]]: false, [items[1]]: false, [items[2]]: false });

    server.clock.advance(undoWindowMs - 1);
    const undone = value(await undoStatus(cookie, ticket.operationId));
    // The one already inactive before stays inactive: the undo reverses what the deactivation changed.
    expect(undone.restored).toEqual(items.slice(0, 2));
    expect(await activeOf(items)).toEqual({ [items[0]]: true, [items[1]]: true, [items[2]]: false });
    expect((await audit(ticket.operationId)).map((entry) => [entry.action, entry.actor])).toEqual([
      ['DEACTIVATE', demo.seller.username],
      ['UNDO', demo.seller.username],
    ]);

    const again = await undoStatus(cookie, ticket.operationId);
    expect([again.status, again.body.errorCode]).toEqual([404, 'UNDO_NOT_FOUND']);
    // Nothing changed answers no ticket.
    expect(value(await setActive(cookie, [items[2]], false)).undo).toBeNull();
  });

  it('leaves a product someone changed since as it is', async () => {
    const cookie = await sign(demo.seller);
    const items = ['ITEM-60001-023', 'ITEM-60001-024'];
    value(await setActive(cookie, items, true));
    const ticket = value(await setActive(cookie, items, false)).undo as UndoTicket;
    // A colleague activates the first again meanwhile: the undo puts back the second alone.
    value(await setActive(await sign(demo.staff), [items[0]], true));
    const undone = value(await undoStatus(cookie, ticket.operationId));
    expect(undone.restored).toEqual([items[1]]);
    expect(await activeOf(items)).toEqual({ [items[0]]: true, [items[1]]: true });
  });

  it('refuses the undo after the window, to another person of the store and to another store, changing nothing', async () => {
    const cookie = await sign(demo.seller);
    const items = ['ITEM-60001-025', 'ITEM-60001-026'];
    value(await setActive(cookie, items, true));
    const ticket = value(await setActive(cookie, items, false)).undo as UndoTicket;

    const colleague = await createTestUser(server, { mode: 'STORE', store: { code: store, isOwner: false }, codes: ['STORE_PRODUCT'] });
    const byColleague = await undoStatus(colleague.cookie, ticket.operationId);
    expect([byColleague.status, byColleague.body.errorCode]).toEqual([404, 'UNDO_NOT_FOUND']);
    const otherStore = await createTestUser(server, { mode: 'STORE', codes: ['STORE_PRODUCT'] });
    const byOtherStore = await undoStatus(otherStore.cookie, ticket.operationId);
    expect([byOtherStore.status, byOtherStore.body.errorCode]).toEqual([404, 'UNDO_NOT_FOUND']);
    const unknown = await undoStatus(cookie, '00000000-0000-4000-8000-000000000000');
    expect(unknown.body.errorCode).toBe('UNDO_NOT_FOUND');
    const malformed = await server.call('POST', productPaths.statusUndo, { cookie, body: { operationId: 'not-an-id' } });
    expect([malformed.body.success, malformed.body.errorCode]).toEqual([false, 'UNDO_NOT_FOUND']);
    // An order's undo does not take a product operation.
    const wrongKind = await server.call('POST', orderPaths.bulkAcceptUndo, { cookie, body: { operationId: ticket.operationId } });
    expect(wrongKind.body.errorCode).toBe('UNDO_NOT_FOUND');

    server.clock.advance(undoWindowMs + 1);
    const late = await undoStatus(cookie, ticket.operationId);
    expect([late.status, late.body.errorCode]).toEqual([409, 'UNDO_EXPIRED']);
    expect(await activeOf(items)).toEqual({ [items[0]]: false, [items[1]]: false });
  });

  it('puts a bulk accept back to NEW, with the undo in each order history; an order cancelled since stays cancelled', async () => {
    const cookie = await sign(demo.seller);
    const picked = await newOrders(3, 0);
    expect(picked).toHaveLength(3);
    const before = value(await server.call<Record<string, number>>('GET', orderPaths.counts, { cookie }));
    const accepted = value(await server.call<OrderBulkAcceptResult>('POST', orderPaths.bulkAccept, { cookie, body: { orders: picked } }));
    expect(accepted.results.every((result) => result.ok)).toBe(true);
    const ticket = accepted.undo as UndoTicket;

    // The third is cancelled meanwhile: its undo is refused, the others go back.
    const third = value(await server.call<OrderDetail>('GET', orderPathsOf.detail(picked[2].orderNumber), { cookie }));
    value(await server.call('POST', orderPathsOf.cancel(third.orderNumber), { cookie, body: { version: third.version, reason: 'OUT_OF_STOCK' } }));

    const undone = value(await server.call<OrderBulkResult>('POST', orderPaths.bulkAcceptUndo, { cookie, body: { operationId: ticket.operationId } }));
    expect(undone.results.map((result) => [result.orderNumber, result.ok ? 'ok' : result.errorCode])).toEqual([
      [picked[0].orderNumber, 'ok'],
      [picked[1].orderNumber, 'ok'],
      [picked[2].orderNumber, 'ORDER_VERSION_CONFLICT'],
    ]);
    for (const { orderNumber } of picked.slice(0, 2)) {
      const detail = value(await server.call<OrderDetail>('GET', orderPathsOf.detail(orderNumber), { cookie }));
      expect(detail.status).toBe('NEW');
      expect(detail.history.map((entry) => entry.status)).toEqual(['NEW', 'READY_TO_SHIP', 'NEW']);
      expect(detail.history.at(-1)).toMatchObject({ note: 'ACCEPT_UNDONE', actor: demo.seller.username });
    }
    expect(value(await server.call<OrderDetail>('GET', orderPathsOf.detail(picked[2].orderNumber), { cookie })).status).toBe('CANCELLED');
    // The tabs' counts follow: two back in NEW, one cancelled.
    const after = value(await server.call<Record<string, number>>('GET', orderPaths.counts, { cookie }));
    expect([after.NEW, after.READY_TO_SHIP]).toEqual([before.NEW - 1, before.READY_TO_SHIP]);

    const again = await server.call('POST', orderPaths.bulkAcceptUndo, { cookie, body: { operationId: ticket.operationId } });
    expect(again.body.errorCode).toBe('UNDO_NOT_FOUND');
  });

  it('refuses a bulk accept undo after the window and to another person', async () => {
    const cookie = await sign(demo.seller);
    const picked = await newOrders(1, 0);
    expect(picked).toHaveLength(1);
    const ticket = value(await server.call<OrderBulkAcceptResult>('POST', orderPaths.bulkAccept, { cookie, body: { orders: picked } })).undo as UndoTicket;
    const byStaff = await server.call('POST', orderPaths.bulkAcceptUndo, { cookie: await sign(demo.staff), body: { operationId: ticket.operationId } });
    expect([byStaff.status, byStaff.body.errorCode]).toEqual([404, 'UNDO_NOT_FOUND']);
    server.clock.advance(undoWindowMs + 1);
    const late = await server.call('POST', orderPaths.bulkAcceptUndo, { cookie, body: { operationId: ticket.operationId } });
    expect([late.status, late.body.errorCode]).toEqual([409, 'UNDO_EXPIRED']);
    expect(value(await server.call<OrderDetail>('GET', orderPathsOf.detail(picked[0].orderNumber), { cookie })).status).toBe('READY_TO_SHIP');
  });

  it('restores a deleted chat template as it was, records both, and refuses it late or to another person', async () => {
    const owner = await chatCaller(server, await sign(demo.seller));
    const created = value(await server.call<ChatTemplate>('POST', chatPaths.templates, { ...owner, body: { title: 'Undo uji', text: 'Halo {customerName}' } }));
    const deleted = value(await server.call<{ undo: UndoTicket }>('DELETE', chatRoomPaths.template(created.id), owner));
    const listed = async () => value(await server.call<ChatTemplate[]>('GET', chatPaths.templates, owner));
    expect((await listed()).some((template) => template.id === created.id)).toBe(false);

    const colleague = await createTestUser(server, {
      mode: 'STORE',
      store: { code: store, isOwner: false },
      codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'],
    });
    const byColleague = await server.call('POST', `${chatPaths.templates}/undo`, {
      ...(await chatCaller(server, colleague.cookie)),
      body: { operationId: deleted.undo.operationId },
    });
    expect(byColleague.body.errorCode).toBe('UNDO_NOT_FOUND');

    const restored = value(
      await server.call<ChatTemplate>('POST', `${chatPaths.templates}/undo`, { ...owner, body: { operationId: deleted.undo.operationId } }),
    );
    expect(restored).toEqual(created);
    expect((await listed()).find((template) => template.id === created.id)).toEqual(created);
    expect((await audit(created.id)).map((entry) => entry.action)).toEqual(['DELETE', 'UNDO']);

    const again = value(await server.call<{ undo: UndoTicket }>('DELETE', chatRoomPaths.template(created.id), owner));
    server.clock.advance(undoWindowMs + 1);
    const late = await server.call('POST', `${chatPaths.templates}/undo`, { ...owner, body: { operationId: again.undo.operationId } });
    expect([late.status, late.body.errorCode]).toEqual([409, 'UNDO_EXPIRED']);
    expect((await listed()).some((template) => template.id === created.id)).toBe(false);
  });
});
