import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the chat-banned-words pages call things, per language (libs/chat-banned-words texts). */
export const chatBannedWordsWords = {
  id: {
    heading: 'Kata terlarang chat',
    word: 'Kata',
    add: 'Tambah kata',
    wordOf: (word: string) => `Kata terlarang ${word}`,
    saveOf: (word: string) => `Simpan ${word}`,
    removeOf: (word: string) => `Hapus ${word}`,
    remove: 'Hapus',
    added: (word: string) => `menambahkan "${word}"`,
    duplicate: 'Kata ini sudah ada di daftar.',
  },
  en: {
    heading: 'Chat banned words',
    word: 'Word',
    add: 'Add a word',
    wordOf: (word: string) => `Banned word ${word}`,
    saveOf: (word: string) => `Save ${word}`,
    removeOf: (word: string) => `Remove ${word}`,
    remove: 'Remove',
    added: (word: string) => `added "${word}"`,
    duplicate: 'This word is on the list already.',
  },
} as const;

/** The chat-banned-words page in the console (under /console): the add form, the words, the change history. */
export class ChatBannedWordsPages {
  readonly words: (typeof chatBannedWordsWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '/console',
  ) {
    this.words = chatBannedWordsWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens /chat-banned-word and waits for its heading and its list. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/chat-banned-word`);
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByTestId('banned-word').first()).toBeVisible();
  }

  get newWord(): Locator {
    return this.page.getByRole('textbox', { name: this.words.word, exact: true });
  }

  /** Types a word into the add form and adds it. */
  async add(word: string): Promise<void> {
    await this.newWord.fill(word);
    await this.page.getByRole('button', { name: this.words.add, exact: true }).click();
  }

  /** The field of a listed word. */
  listed(word: string): Locator {
    return this.page.getByRole('textbox', { name: this.words.wordOf(word), exact: true });
  }

  /** The change history's entry of a word added. */
  addedEntry(word: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: this.words.added(word) });
  }

  get refusal(): Locator {
    return this.page.getByRole('alert').filter({ hasText: this.words.duplicate });
  }

  /** Removes a listed word after confirming. */
  async remove(word: string): Promise<void> {
    await this.page.getByRole('button', { name: this.words.removeOf(word), exact: true }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: this.words.remove, exact: true }).click();
    await expect(this.listed(word)).toHaveCount(0);
  }
}
