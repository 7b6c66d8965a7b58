import { savedViewLimits, savedViewPaths, type SavedView, type SavedViewListAnswer } from '@seller-portal/contracts/saved-views';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { savedViews } from '../src/modules/saved-views/schema';
import { drivers } from './support/test-database';
import { demo, useTestServer, type Answer } from './support/test-server';

const mpp = { username: 'mpp@demo.test', password: 'Mpp#2026' };

function value<T>(answer: Answer<T>): T {
  if (answer.body.value === null || answer.body.value === undefined) throw new Error(`no value: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

// The server (and its database) lives for the whole file: each test names its views apart.
describe.each(drivers)('saved views (%s)', (driver) => {
  const server = useTestServer(driver);
  const sign = (account: { username: string; password: string }) => server.signIn(account.username, account.password);
  const listOf = async (cookie: string, list: 'orders' | 'products' = 'orders') =>
    value(await server.call<SavedViewListAnswer>('GET', savedViewPaths.views(list), { cookie }));
  const save = (cookie: string, body: unknown, list: 'orders' | 'products' = 'orders') =>
    server.call<SavedView>('POST', savedViewPaths.views(list), { cookie, body });
  const ownCount = async (username: string) => {
    const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return (
      await server.database.db
        .select()
        .from(savedViews)
        .where(and(eq(savedViews.userId, user.id), eq(savedViews.list, 'orders')))
    ).length;
  };

  it("saves a list's filters and sort as a named view, makes it the person's default and lists it back", async () => {
    const cookie = await sign(demo.seller);
    const filters = { status: 'NEW', courier: 'JNE', from: '2026-11-01', to: '2026-11-20', q: 'Budi', sort: 'SHIP_BY_ASC' };
    const saved = value(await save(cookie, { name: '  Pagi   ini ', filters, makeDefault: true }));
    expect(saved).toMatchObject({ name: 'Pagi ini', filters, shared: false, mine: true });

    const list = await listOf(cookie);
    expect(list.defaultViewId).toBe(saved.id);
    expect(list.canShare).toBe(true);
    expect(list.views.find((view) => view.id === saved.id)).toMatchObject({ name: 'Pagi ini', filters });

    // The default is per list: the product list has none, and clearing the order list's leaves the view.
    expect((await listOf(cookie, 'products')).defaultViewId).toBeNull();
    expect(
      value(await server.call<SavedViewListAnswer>('PUT', savedViewPaths.defaultView('orders'), { cookie, body: { viewId: null } })).defaultViewId,
    ).toBeNull();
    expect((await listOf(cookie)).views.some((view) => view.id === saved.id)).toBe(true);
  });

  it('shows the demo views to their owner', async () => {
    const cookie = await sign(demo.seller);
    expect((await listOf(cookie)).views.map((view) => view.name)).toEqual(expect.arrayContaining(['Pesanan baru', 'Siap kirim JNE']));
    expect((await listOf(cookie, 'products')).views.map((view) => view.name)).toContain('Stok habis');
  });

  it("shares the owner's view with the staff, who may default to it but not change or delete it; unsharing takes it away", async () => {
    const owner = await sign(demo.seller);
    const staff = await sign(demo.staff);
    const shared = value(await save(owner, { name: 'Untuk tim', filters: { status: 'READY_TO_SHIP' }, shared: true }));
    const privateView = value(await save(owner, { name: 'Hanya saya', filters: { status: 'NEW' } }));

    const seen = await listOf(staff);
    expect(seen.canShare).toBe(false);
    expect(seen.views.find((view) => view.id === shared.id)).toMatchObject({ mine: false, shared: true, ownerName: expect.any(String) });
    expect(seen.views.some((view) => view.id === privateView.id)).toBe(false);

    expect(
      value(await server.call<SavedViewListAnswer>('PUT', savedViewPaths.defaultView('orders'), { cookie: staff, body: { viewId: shared.id } })).defaultViewId,
    ).toBe(shared.id);
    const change = await server.call('PUT', savedViewPaths.view('orders', shared.id), { cookie: staff, body: { name: 'Punya saya', filters: {} } });
    expect([change.status, change.body.errorCode]).toEqual([403, 'SAVED_VIEW_NOT_YOURS']);
    const removal = await server.call('DELETE', savedViewPaths.view('orders', shared.id), { cookie: staff });
    expect([removal.status, removal.body.errorCode]).toEqual([403, 'SAVED_VIEW_NOT_YOURS']);
    // A private view of the owner is not there at all for the staff.
    const hidden = await server.call('PUT', savedViewPaths.defaultView('orders'), { cookie: staff, body: { viewId: privateView.id } });
    expect([hidden.status, hidden.body.errorCode]).toEqual([404, 'SAVED_VIEW_NOT_FOUND']);

    // Staff cannot share a view of their own.
    const sharing = await save(staff, { name: 'Bagikan', filters: {}, shared: true });
    expect([sharing.status, sharing.body.errorCode]).toEqual([403, 'SAVED_VIEW_SHARE_NOT_ALLOWED']);

    // The owner stops sharing: the staff no longer see it, nor have it as their default.
    value(
      await server.call('PUT', savedViewPaths.view('orders', shared.id), {
        cookie: owner,
        body: { name: 'Untuk tim', filters: { status: 'READY_TO_SHIP' }, shared: false },
      }),
    );
    const after = await listOf(staff);
    expect(after.views.some((view) => view.id === shared.id)).toBe(false);
    expect(after.defaultViewId).toBeNull();
  });

  it("never shows another store's views, even shared, nor lets them be named", async () => {
    const owner = await sign(demo.seller);
    const shared = value(await save(owner, { name: 'Toko lain', filters: {}, shared: true }));
    const other = await sign(mpp);
    expect((await listOf(other)).views.some((view) => view.id === shared.id)).toBe(false);
    const named = await server.call('PUT', savedViewPaths.defaultView('orders'), { cookie: other, body: { viewId: shared.id } });
    expect([named.status, named.body.errorCode]).toEqual([404, 'SAVED_VIEW_NOT_FOUND']);
    const removal = await server.call('DELETE', savedViewPaths.view('orders', shared.id), { cookie: other });
    expect([removal.status, removal.body.errorCode]).toEqual([404, 'SAVED_VIEW_NOT_FOUND']);
  });

  it("needs the list's own access: the chat-only staff member has neither list's views, another mode none, no session 401", async () => {
    const chatOnly = await sign(demo.chatStaff);
    for (const list of ['orders', 'products'] as const) {
      const answer = await server.call('GET', savedViewPaths.views(list), { cookie: chatOnly });
      expect([answer.status, answer.body.errorCode]).toEqual([403, 'PE403001']);
    }
    const internal = await sign(demo.internal);
    const other = await save(internal, { name: 'x', filters: {} });
    expect([other.status, other.body.errorCode]).toEqual([403, 'PE403001']);
    const anonymous = await server.call('GET', savedViewPaths.views('orders'));
    expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'PE403002']);
  });

  it('refuses bad input with its code and writes nothing', async () => {
    const cookie = await sign(demo.staff);
    const before = await ownCount(demo.staff.username);
    const cases: [unknown, string][] = [
      [{ name: '   ', filters: {} }, 'SAVED_VIEW_NAME_INVALID'],
      [{ name: 'x'.repeat(savedViewLimits.nameMaxLength + 1), filters: {} }, 'SAVED_VIEW_NAME_INVALID'],
      [{ name: 'Kurir palsu', filters: { courier: 'NOPE' } }, 'SAVED_VIEW_FILTERS_INVALID'],
      [{ name: 'Kolom lain', filters: { tab: 'ACTIVE' } }, 'SAVED_VIEW_FILTERS_INVALID'],
      [{ name: 'Tanggal terbalik', filters: { from: '2026-11-20', to: '2026-11-01' } }, 'SAVED_VIEW_FILTERS_INVALID'],
      [{ name: 'Objek', filters: { q: { $ne: 1 } } }, 'SAVED_VIEW_FILTERS_INVALID'],
      [{ name: 'Tanpa filter' }, 'SAVED_VIEW_FILTERS_INVALID'],
    ];
    for (const [body, code] of cases) {
      const answer = await save(cookie, body);
      expect([answer.status, answer.body.success, answer.body.errorCode], JSON.stringify(body)).toEqual([400, false, code]);
    }
    // A product view's filters are the product list's.
    const products = await save(cookie, { name: 'Status', filters: { status: 'NEW' } }, 'products');
    expect([products.status, products.body.errorCode]).toEqual([400, 'SAVED_VIEW_FILTERS_INVALID']);
    expect(value(await save(cookie, { name: 'Habis', filters: { tab: 'OUT_OF_STOCK', sort: 'STOCK_ASC' } }, 'products')).filters).toEqual({
      tab: 'OUT_OF_STOCK',
      sort: 'STOCK_ASC',
    });
    const unknownId = await server.call('DELETE', `${savedViewPaths.views('orders')}/not-a-uuid`, { cookie });
    expect([unknownId.status, unknownId.body.errorCode]).toEqual([404, 'SAVED_VIEW_NOT_FOUND']);
    expect(await ownCount(demo.staff.username)).toBe(before);
  });

  it('keeps at most 20 views of a list per person, then refuses until one is deleted', async () => {
    const cookie = await sign(demo.staff);
    const start = await ownCount(demo.staff.username);
    const made: SavedView[] = [];
    for (let i = start; i < savedViewLimits.perList; i++) made.push(value(await save(cookie, { name: `View ${i}`, filters: { q: `pesanan ${i}` } })));
    const over = await save(cookie, { name: 'One too many', filters: {} });
    expect([over.status, over.body.errorCode]).toEqual([409, 'SAVED_VIEW_LIMIT_REACHED']);
    expect(await ownCount(demo.staff.username)).toBe(savedViewLimits.perList);
    // Another person, and another list, count apart.
    expect((await save(cookie, { name: 'Produk', filters: {} }, 'products')).status).toBe(200);

    expect((await server.call('DELETE', savedViewPaths.view('orders', made[0].id), { cookie })).status).toBe(200);
    expect((await save(cookie, { name: 'Now it fits', filters: {} })).status).toBe(200);
    // Several saves at once never pass the limit.
    await Promise.all([1, 2, 3].map((i) => save(cookie, { name: `Race ${i}`, filters: {} })));
    expect(await ownCount(demo.staff.username)).toBe(savedViewLimits.perList);
  });
});
