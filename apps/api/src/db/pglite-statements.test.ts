import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, type Database } from './open-database';

/** The transactions of the embedded database's statements: BEGIN with the first statement, COMMIT in one call. */
describe('transactions of the embedded database', () => {
  let client: PGlite;
  let database: Database;
  const rows = async () =>
    ((await database.db.execute(sql`select name from tx_probe order by name`)) as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  const inTransaction = () => client.isInTransaction();

  beforeAll(async () => {
    client = await PGlite.create();
    database = fromPglite(client);
    await database.db.execute(sql`create table tx_probe (name text primary key)`);
  });
  afterAll(() => client.close());

  it('commits what it wrote, and answers what its work returned', async () => {
    const answer = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into tx_probe values ('a')`);
      await tx.execute(sql`insert into tx_probe values ('b')`);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await rows()).toEqual(['a', 'b']);
    expect(inTransaction()).toBe(false);
  });

  it('rolls back when its work throws, also when the first statement failed', async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into tx_probe values ('c')`);
      throw new Error('work failed');
    });
    await expect(failing).rejects.toThrow('work failed');
    await expect(database.db.transaction((tx) => tx.execute(sql`insert into tx_probe values ('a')`))).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await rows()).toEqual(['a', 'b']);
    expect(inTransaction()).toBe(false);
  });

  it('throws at commit when a failed statement was caught inside, and keeps nothing', async () => {
    const caught = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into tx_probe values ('d')`);
      await tx.execute(sql`insert into tx_probe values ('a')`).catch(() => undefined);
    });
    await expect(caught).rejects.toThrow('Transaction was rolled back instead of committed');
    expect(await rows()).toEqual(['a', 'b']);
    expect(inTransaction()).toBe(false);
  });

  it('keeps a nested transaction (a savepoint) apart, and sends nothing for a transaction without statements', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into tx_probe values ('e')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into tx_probe values ('f')`);
          throw new Error('inner failed');
        }),
      ).rejects.toThrow('inner failed');
    });
    expect(await database.db.transaction(async () => 'nothing')).toBe('nothing');
    expect(await rows()).toEqual(['a', 'b', 'e']);
    expect(inTransaction()).toBe(false);
  });
});
