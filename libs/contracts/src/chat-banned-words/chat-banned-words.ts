import { chatBannedWordsFeature } from './chat-banned-words-feature';
import { z } from 'zod';
import { auditHistoryQuerySchema, auditPageSchema } from '@seller-portal/contracts/accounts';
import { lazySchema, defineCall, featureCallAccess } from '@seller-portal/contracts/core';

export const chatBannedWordPaths = {
  /** GET: every banned word, A to Z; POST `ChatBannedWordRequest`: a new one. */
  words: '/backend/internal/chat/banned-words',
  word: (id: string) => `/backend/internal/chat/banned-words/${encodeURIComponent(id)}`,
  /** PUT `ChatBannedWordRequest`: changes the word; DELETE: removes it. */
  wordPattern: '/backend/internal/chat/banned-words/:id',
  /** GET `AuditHistoryQuery`: who added, changed or removed which word, with before and after. */
  history: '/backend/history/chat-banned-word/filter',
} as const;

export const chatBannedWordLimits = {
  /** A word or phrase, trimmed; kept in lower case, so one word is listed once whatever its case. */
  wordMaxLength: 50,
} as const;

const chatBannedWordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** Lower case, trimmed; matched whole and in any case. */
    word: z.string(),
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
  }),
);
export type ChatBannedWord = z.infer<typeof chatBannedWordSchema>;

/** The word as typed: the server trims it and keeps it in lower case (blank, too long and duplicate are refused with their codes). */
const chatBannedWordRequestSchema = lazySchema(() => z.object({ word: z.string().max(1_000) }));
export type ChatBannedWordRequest = z.infer<typeof chatBannedWordRequestSchema>;

const access = featureCallAccess(chatBannedWordsFeature);
const idParams = lazySchema(() => z.object({ id: z.string().uuid() }));
const wordRefusals = ['CHAT_BANNED_WORD_BLANK', 'CHAT_BANNED_WORD_TOO_LONG', 'CHAT_BANNED_WORD_DUPLICATE'] as const;

/** The keeper's calls, each behind INTERNAL mode and INTERNAL_CHAT-BANNED-WORD (`chatBannedWordsFeature`). */
export const chatBannedWordCalls = {
  list: defineCall({
    method: 'GET',
    path: chatBannedWordPaths.words,
    summary: 'Every word the chat masks, A to Z.',
    access,
    answer: lazySchema(() => z.array(chatBannedWordSchema)),
    errors: [],
  }),
  create: defineCall({
    method: 'POST',
    path: chatBannedWordPaths.words,
    summary: 'Adds a word the chat masks from now on.',
    access,
    body: chatBannedWordRequestSchema,
    answer: chatBannedWordSchema,
    errors: [...wordRefusals],
    invalid: { body: 'CHAT_BANNED_WORD_BLANK' },
  }),
  update: defineCall({
    method: 'PUT',
    path: chatBannedWordPaths.wordPattern,
    summary: 'Changes a word: the chat masks the new one instead from now on.',
    access,
    params: idParams,
    body: chatBannedWordRequestSchema,
    answer: chatBannedWordSchema,
    errors: [...wordRefusals, 'CHAT_BANNED_WORD_NOT_FOUND'],
    invalid: { params: 'CHAT_BANNED_WORD_NOT_FOUND', body: 'CHAT_BANNED_WORD_BLANK' },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: chatBannedWordPaths.wordPattern,
    summary: 'Removes a word: the chat no longer masks it.',
    access,
    params: idParams,
    answer: lazySchema(() => z.null()),
    errors: ['CHAT_BANNED_WORD_NOT_FOUND'],
    invalid: { params: 'CHAT_BANNED_WORD_NOT_FOUND' },
  }),
  history: defineCall({
    method: 'GET',
    path: chatBannedWordPaths.history,
    summary: 'Who added, changed or removed which word (its id), with before and after, newest first.',
    access,
    query: auditHistoryQuerySchema,
    answer: auditPageSchema,
    errors: [],
  }),
} as const;
