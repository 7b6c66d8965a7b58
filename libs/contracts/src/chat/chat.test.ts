import { describe, expect, it } from 'vitest';
import {
  chatRoomId,
  chatSendRequestSchema,
  chatTextProblem,
  fillChatTemplate,
  isMppChat,
  parseChatRoomId,
  unknownChatTemplateVariables,
  type ChatConfig,
} from './chat';
import { chatErrorTexts } from './chat-errors';
import { errorCatalogue, featureErrorCodes } from '@seller-portal/contracts/core';

describe('the room id (§2.3)', () => {
  it.each<[string, string, string | null, string]>([
    ['a store without MPP: the customer id', 'CUST-1', null, 'CUST-1'],
    ['an MPP store: customerId_pickupPointCode', 'CUST-1', 'PP-DEMO-60009-A', 'CUST-1_PP-DEMO-60009-A'],
    ['an empty pickup point is no pickup point', 'CUST-1', '', 'CUST-1'],
  ])('%s', (_, customerId, pickupPointCode, roomId) => {
    expect(chatRoomId(customerId, pickupPointCode)).toBe(roomId);
    if (pickupPointCode) expect(parseChatRoomId(roomId)).toEqual({ customerId, pickupPointCode });
    else expect(parseChatRoomId(roomId)).toEqual({ customerId, pickupPointCode: null });
  });

  it.each([
    ['blank', ''],
    ['a blank customer', '_PP-1'],
    ['a blank pickup point', 'CUST-1_'],
    ['two separators', 'CUST-1_PP_1'],
    ['a path', '../DEMO-60002'],
    ['a space', 'CUST 1'],
  ])('is not a room id: %s', (_, roomId) => {
    expect(parseChatRoomId(roomId)).toBeNull();
  });
});

describe('message text: 1 to 2,000 characters', () => {
  it.each<[string, string, ReturnType<typeof chatTextProblem>]>([
    ['one character', 'a', null],
    ['2,000 characters', 'a'.repeat(2000), null],
    ['2,000 emoji count as 2,000 characters', '😄'.repeat(2000), null],
    ['empty', '', 'CHAT_MESSAGE_TEXT_BLANK'],
    ['spaces and new lines only', '  \n\t ', 'CHAT_MESSAGE_TEXT_BLANK'],
    ['2,001 characters', 'a'.repeat(2001), 'CHAT_MESSAGE_TEXT_TOO_LONG'],
    ['10,000 characters', 'a'.repeat(10_000), 'CHAT_MESSAGE_TEXT_TOO_LONG'],
  ])('%s', (_, text, problem) => {
    expect(chatTextProblem(text)).toBe(problem);
  });
});

describe('template variables', () => {
  const values = { customerName: 'Budi', storeName: 'Toko Demo' };
  it.each<[string, string, string[], string]>([
    ['no variables', 'Terima kasih!', [], 'Terima kasih!'],
    ['the customer name', 'Halo {customerName}', [], 'Halo Budi'],
    ['both, twice', '{customerName}, {storeName} menyapa {customerName}', [], 'Budi, Toko Demo menyapa Budi'],
    ['an unknown variable is kept and reported', 'Halo {nama}', ['nama'], 'Halo {nama}'],
    ['a variable is case-sensitive', 'Halo {CustomerName}', ['CustomerName'], 'Halo {CustomerName}'],
    ['an empty variable is unknown', 'Harga {} saja', [''], 'Harga {} saja'],
    ['each unknown once', '{a} {b} {a}', ['a', 'b'], '{a} {b} {a}'],
    ['braces around spaces are text', 'emoji { : } ok', [], 'emoji { : } ok'],
  ])('%s', (_, text, unknown, filled) => {
    expect(unknownChatTemplateVariables(text)).toEqual(unknown);
    expect(fillChatTemplate(text, values)).toBe(filled);
  });
});

describe('the MPP decision (§4.10)', () => {
  const config = (isMppChatEnabled: boolean, whiteListedMppSellers: string[], isStoreMppFlagSet: boolean): ChatConfig => ({
    isMppChatEnabled,
    whiteListedMppSellers,
    isStoreMppFlagSet,
  });
  it.each<[string, ChatConfig, boolean]>([
    ['enabled, whitelisted, flag set: MPP', config(true, ['DEMO-60009'], true), true],
    ['enabled, empty whitelist, flag set: MPP', config(true, [], true), true],
    ['MPP chat disabled: not MPP', config(false, ['DEMO-60009'], true), false],
    ['another store whitelisted: not MPP', config(true, ['DEMO-60001'], true), false],
    ['the store flag not set: not MPP', config(true, ['DEMO-60009'], false), false],
    ['empty whitelist without the flag: not MPP', config(true, [], false), false],
  ])('%s', (_, chatConfig, expected) => {
    expect(isMppChat(chatConfig, 'DEMO-60009')).toBe(expected);
  });
});

describe('send request', () => {
  it.each([
    ['text', { clientMessageId: 'c1', kind: 'text', text: 'Halo' }, true],
    ['image', { clientMessageId: 'c1', kind: 'image', imageId: 'img-1' }, true],
    ['sticker', { clientMessageId: 'c1', kind: 'sticker', sticker: 'WAVE' }, true],
    ['without a client message id', { kind: 'text', text: 'Halo' }, false],
    ['an unknown kind', { clientMessageId: 'c1', kind: 'video', url: 'x' }, false],
    ['text without text', { clientMessageId: 'c1', kind: 'text' }, false],
  ])('%s', (_, body, ok) => {
    expect(chatSendRequestSchema.safeParse(body).success).toBe(ok);
  });
});

describe('chat error codes', () => {
  it.each(featureErrorCodes.sellerChat)('%s has a text in Indonesian and in English, not the same one', (code) => {
    expect(errorCatalogue[code].message).toBeTruthy();
    expect(chatErrorTexts.en[code]).toBeTruthy();
    expect(chatErrorTexts.id[code]).toBeTruthy();
    expect(chatErrorTexts.id[code]).not.toBe(chatErrorTexts.en[code]);
    // The portal addresses the seller as "Anda", never "kamu".
    expect(chatErrorTexts.id[code]).not.toMatch(/\bkamu\b/i);
  });

  it('the texts are of exactly the chat codes', () => {
    expect(Object.keys(chatErrorTexts.en).sort()).toEqual([...featureErrorCodes.sellerChat].sort());
    expect(Object.keys(chatErrorTexts.id).sort()).toEqual([...featureErrorCodes.sellerChat].sort());
  });
});
