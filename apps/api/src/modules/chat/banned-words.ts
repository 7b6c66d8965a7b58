import { chatBannedWordLimits, type ChatBannedWord } from '@seller-portal/contracts/chat-banned-words';
import type { AuditEntry, Page } from '@seller-portal/contracts/accounts';
import type { Database } from '../../db/open-database';
import { AppError } from '../../http/app-error';
import type { AuditLog } from '../audit';
import type { ResolvedSession } from '../session';
import { uniqueViolationOf } from '../shared/contact';
import { bannedWordsChangedChannel, type ChatBannedWordRow, type ChatRepository } from './repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function wordOf(row: ChatBannedWordRow): ChatBannedWord {
  return { id: row.id, word: row.word, createdAt: row.createdAt.getTime(), updatedAt: row.updatedAt.getTime() };
}

/** The word as it is kept: trimmed, inner spaces as one, lower case; blank and too long refused with their codes. */
export function keptBannedWord(typed: string): string {
  const word = typed.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id');
  if (!word) throw new AppError('CHAT_BANNED_WORD_BLANK');
  if ([...word].length > chatBannedWordLimits.wordMaxLength) throw new AppError('CHAT_BANNED_WORD_TOO_LONG');
  return word;
}

/**
 * The banned words every chat masking reads (`banned-word/mask-text`), held per process: read once, then kept until
 * they change. A change NOTIFYs `chat_banned_words_changed` in its transaction, so every process (this one too,
 * which also forgets at once) reads the list again from the next masking on; a dropped listening connection
 * forgets too, since a change may have been missed.
 */
export class BannedWordList {
  private cached: Promise<string[]> | null = null;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly repository: ChatRepository,
    private readonly database: Pick<Database, 'listen'>,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      bannedWordsChangedChannel,
      () => this.forget(),
      () => this.forget(),
    );
  }

  forget(): void {
    this.cached = null;
  }

  words(): Promise<string[]> {
    if (this.cached) return this.cached;
    const loading = this.repository.bannedWords();
    this.cached = loading;
    // A failed read is not kept: the next masking asks again.
    loading.catch(() => {
      if (this.cached === loading) this.cached = null;
    });
    return loading;
  }

  async close(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    if (stop) await stop();
  }
}

type Staff = Pick<ResolvedSession, 'userId' | 'session'>;

/**
 * The keeper of the banned words (INTERNAL_CHAT-BANNED-WORD): list, add, change, remove, each change with its audit
 * entry and the NOTIFY in one transaction, and the words' history.
 */
export class BannedWordKeeper {
  constructor(
    private readonly repository: ChatRepository,
    private readonly list: BannedWordList,
    private readonly audit: AuditLog,
  ) {}

  async words(): Promise<ChatBannedWord[]> {
    return (await this.repository.bannedWordRows()).map(wordOf);
  }

  async add(staff: Staff, typed: string, now: Date): Promise<ChatBannedWord> {
    const word = keptBannedWord(typed);
    const row = await this.repository.transaction(async (tx) => {
      const added = await this.repository.insertBannedWord(tx, word, now);
      // On the list already (in any case: words are kept in lower case).
      if (!added) throw new AppError('CHAT_BANNED_WORD_DUPLICATE');
      await this.audit.record(tx, staff, { area: 'CHAT_BANNED_WORD', identifier: added.id, action: 'CREATE', before: null, after: { word } });
      await this.repository.notifyBannedWordsChanged(tx);
      return added;
    });
    this.list.forget();
    return wordOf(row);
  }

  async change(staff: Staff, id: string, typed: string, now: Date): Promise<ChatBannedWord> {
    if (!uuidPattern.test(id)) throw new AppError('CHAT_BANNED_WORD_NOT_FOUND');
    const word = keptBannedWord(typed);
    const row = await this.repository
      .transaction(async (tx) => {
        const before = await this.repository.bannedWordRow(tx, id, true);
        if (!before) throw new AppError('CHAT_BANNED_WORD_NOT_FOUND');
        if (before.word === word) return before;
        const changed = await this.repository.updateBannedWord(tx, id, word, now);
        if (!changed) throw new AppError('CHAT_BANNED_WORD_DUPLICATE');
        await this.audit.record(tx, staff, { area: 'CHAT_BANNED_WORD', identifier: id, action: 'UPDATE', before: { word: before.word }, after: { word } });
        await this.repository.notifyBannedWordsChanged(tx);
        return changed;
      })
      // Another change took the word at the same moment: its unique key refuses this one.
      .catch((error: unknown) => {
        throw uniqueViolationOf(error) === null ? error : new AppError('CHAT_BANNED_WORD_DUPLICATE');
      });
    this.list.forget();
    return wordOf(row);
  }

  async remove(staff: Staff, id: string): Promise<null> {
    if (!uuidPattern.test(id)) throw new AppError('CHAT_BANNED_WORD_NOT_FOUND');
    await this.repository.transaction(async (tx) => {
      const removed = await this.repository.deleteBannedWord(tx, id);
      if (!removed) throw new AppError('CHAT_BANNED_WORD_NOT_FOUND');
      await this.audit.record(tx, staff, { area: 'CHAT_BANNED_WORD', identifier: id, action: 'DELETE', before: { word: removed.word }, after: null });
      await this.repository.notifyBannedWordsChanged(tx);
    });
    this.list.forget();
    return null;
  }

  history(query: { identifier?: string; page: number; size: number }): Promise<Page<AuditEntry>> {
    return this.audit.page('CHAT_BANNED_WORD', query);
  }
}
