import type { AuditEntry, Page } from '@seller-portal/contracts/accounts';
import { chatPaths, chatTokenHeader, type ChatMaskTextAnswer } from '@seller-portal/contracts/chat';
import { chatBannedWordPaths, type ChatBannedWord } from '@seller-portal/contracts/chat-banned-words';
import { internalAccessibilityCodes } from '@seller-portal/contracts/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/open-database';
import { createPostgresDatabase, drivers, openTestDatabase } from './support/test-database';
import { demo, startTestServer, TestClock, useTestServer, type Answer, type TestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

function valueOf<T>(answer: Answer<T>): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value as T;
}

/** The seller's masking call (a STORE session with a chat token), as the chat's composer makes it before sending. */
async function masker(server: TestServer): Promise<(text: string) => Promise<ChatMaskTextAnswer>> {
  const cookie = await server.signIn(demo.seller.username, demo.seller.password);
  const token = valueOf(await server.call<string>('GET', chatPaths.generateToken, { cookie }));
  return async (text) =>
    valueOf(await server.call<ChatMaskTextAnswer>('POST', chatPaths.maskText, { cookie, headers: { [chatTokenHeader]: token }, body: { text } }));
}

describe.each(drivers)('chat banned words kept by internal staff (§6 INTERNAL_CHAT-BANNED-WORD) (%s)', (driver) => {
  const server = useTestServer(driver);
  const staff = () => server.signIn(demo.internal.username, demo.internal.password);

  it('refuses a STORE session and an INTERNAL session without INTERNAL_CHAT-BANNED-WORD, reading or writing', async () => {
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const withoutCode = await createTestUser(server, {
      mode: 'INTERNAL',
      codes: internalAccessibilityCodes.filter((code) => code !== 'INTERNAL_CHAT-BANNED-WORD'),
    });
    const [word] = valueOf(await server.call<ChatBannedWord[]>('GET', chatBannedWordPaths.words, { cookie: await staff() }));
    for (const cookie of [seller, withoutCode.cookie]) {
      const answers = [
        await server.call('GET', chatBannedWordPaths.words, { cookie }),
        await server.call('POST', chatBannedWordPaths.words, { cookie, body: { word: 'tidakboleh' } }),
        await server.call('PUT', chatBannedWordPaths.word(word.id), { cookie, body: { word: 'tidakboleh' } }),
        await server.call('DELETE', chatBannedWordPaths.word(word.id), { cookie }),
        await server.call('GET', chatBannedWordPaths.history, { cookie }),
      ];
      expect(answers.map((answer) => [answer.status, answer.body.errorCode])).toEqual(Array(5).fill([403, 'PE403001']));
    }
    expect((await server.call('GET', chatBannedWordPaths.words)).status).toBe(401);
    // Nothing was written.
    const words = valueOf(await server.call<ChatBannedWord[]>('GET', chatBannedWordPaths.words, { cookie: await staff() }));
    expect(words.map((each) => each.word)).not.toContain('tidakboleh');
    expect(words.find((each) => each.id === word.id)?.word).toBe(word.word);
  });

  it('a word added masks at once, a changed one masks the new word instead, a removed one no longer; each change is in the audit log', async () => {
    const cookie = await staff();
    const mask = await masker(server);
    // The list as the chat holds it is read once here, before the change.
    expect(await mask('Dasar curang!')).toEqual({ text: 'Dasar curang!', masked: false });

    const added = valueOf(await server.call<ChatBannedWord>('POST', chatBannedWordPaths.words, { cookie, body: { word: '  Curang ' } }));
    expect(added.word).toBe('curang');
    expect(await mask('Dasar CURANG!')).toEqual({ text: 'Dasar ******!', masked: true });
    const listed = valueOf(await server.call<ChatBannedWord[]>('GET', chatBannedWordPaths.words, { cookie }));
    expect(listed.map((each) => each.word)).toEqual([...listed.map((each) => each.word)].sort());
    expect(listed.map((each) => each.word)).toContain('curang');

    const changed = valueOf(await server.call<ChatBannedWord>('PUT', chatBannedWordPaths.word(added.id), { cookie, body: { word: 'Licik' } }));
    expect(changed).toMatchObject({ id: added.id, word: 'licik' });
    expect(await mask('curang dan licik')).toEqual({ text: 'curang dan *****', masked: true });

    expect(valueOf(await server.call('DELETE', chatBannedWordPaths.word(added.id), { cookie }))).toBeNull();
    expect(await mask('curang dan licik')).toEqual({ text: 'curang dan licik', masked: false });

    const history = valueOf(await server.call<Page<AuditEntry>>('GET', `${chatBannedWordPaths.history}?identifier=${added.id}&page=0&size=10`, { cookie }));
    expect(history.content.map((entry) => [entry.action, entry.actor, entry.before, entry.after])).toEqual([
      ['DELETE', demo.internal.username, { word: 'licik' }, null],
      ['UPDATE', demo.internal.username, { word: 'curang' }, { word: 'licik' }],
      ['CREATE', demo.internal.username, null, { word: 'curang' }],
    ]);
  });

  it('refuses a blank, too long or duplicate word (in any case) and an unknown id with their codes, writing nothing', async () => {
    const cookie = await staff();
    const before = valueOf(await server.call<ChatBannedWord[]>('GET', chatBannedWordPaths.words, { cookie }));
    const [existing, other] = before;
    const refusals = [
      await server.call('POST', chatBannedWordPaths.words, { cookie, body: { word: '   ' } }),
      await server.call('POST', chatBannedWordPaths.words, { cookie, body: {} }),
      await server.call('POST', chatBannedWordPaths.words, { cookie, body: { word: 'x'.repeat(51) } }),
      await server.call('POST', chatBannedWordPaths.words, { cookie, body: { word: existing.word.toUpperCase() } }),
      await server.call('PUT', chatBannedWordPaths.word(other.id), { cookie, body: { word: ` ${existing.word.toUpperCase()}` } }),
      await server.call('PUT', chatBannedWordPaths.word('00000000-0000-4000-8000-000000000000'), { cookie, body: { word: 'baru' } }),
      await server.call('DELETE', chatBannedWordPaths.word('nope'), { cookie }),
    ];
    expect(refusals.map((answer) => [answer.status, answer.body.errorCode])).toEqual([
      [400, 'CHAT_BANNED_WORD_BLANK'],
      [400, 'CHAT_BANNED_WORD_BLANK'],
      [400, 'CHAT_BANNED_WORD_TOO_LONG'],
      [409, 'CHAT_BANNED_WORD_DUPLICATE'],
      [409, 'CHAT_BANNED_WORD_DUPLICATE'],
      [404, 'CHAT_BANNED_WORD_NOT_FOUND'],
      [404, 'CHAT_BANNED_WORD_NOT_FOUND'],
    ]);
    expect(valueOf(await server.call<ChatBannedWord[]>('GET', chatBannedWordPaths.words, { cookie }))).toEqual(before);
  });
});

/** Two servers on one database, each holding the list: a change through A masks on B at once (its NOTIFY). */
describe.each(drivers)('chat banned words across two server processes (%s)', (driver) => {
  type Server = Awaited<ReturnType<typeof startTestServer>>;
  let a: Server;
  let b: Server;
  const databases: Database[] = [];

  beforeAll(async () => {
    const clock = new TestClock();
    if (driver === 'postgres') {
      const url = await createPostgresDatabase();
      databases.push(openPostgres(url), openPostgres(url));
    } else {
      const shared = await openTestDatabase('pglite');
      databases.push(shared, shared);
    }
    a = await startTestServer(driver, { database: databases[0], clock });
    b = await startTestServer(driver, { database: databases[1], clock });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const database of new Set(databases)) await database.close();
  });

  it('a word added through A is masked by B', async () => {
    const maskOnB = await masker(b);
    expect(await maskOnB('Jangan menyogok')).toEqual({ text: 'Jangan menyogok', masked: false });
    const cookie = await a.signIn(demo.internal.username, demo.internal.password);
    valueOf(await a.call('POST', chatBannedWordPaths.words, { cookie, body: { word: 'menyogok' } }));
    await expect.poll(async () => (await maskOnB('Jangan menyogok')).text, { timeout: 2_000, interval: 20 }).toBe('Jangan ********');
  });
});
