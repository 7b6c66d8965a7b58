import { expect, type APIRequestContext } from '@playwright/test';
import { chatCustomerTokenAudience, chatPaths, type ChatMessagePage, type ChatSendAnswer } from '@seller-portal/contracts/chat';
import { type Envelope } from '@seller-portal/contracts/core';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';

/**
 * The buyer app's side of a chat, as the marketplace would call it: a customer token signed with the secret it
 * shares with the server (the e2e server runs with the published development value, README "Chat").
 */
const devCustomerTokenSecret = 'dev-only-chat-customer-secret-do-not-use-in-production';

export interface ChatCustomer {
  customerId: string;
  name: string;
}

export async function customerToken(customer: ChatCustomer): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ name: customer.name })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(chatCustomerTokenAudience)
    .setSubject(customer.customerId)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(devCustomerTokenSecret));
}

/** The customer writes to a store (POST customer/messages); answers the stored message. */
export async function sendAsCustomer(request: APIRequestContext, customer: ChatCustomer, storeCode: string, text: string): Promise<ChatSendAnswer> {
  const answer = await request.post(chatPaths.customerMessages, {
    headers: { Authorization: `Bearer ${await customerToken(customer)}` },
    data: { storeCode, clientMessageId: randomUUID(), kind: 'text', text },
  });
  const body = (await answer.json()) as Envelope<ChatSendAnswer>;
  expect(answer.ok(), JSON.stringify(body)).toBe(true);
  return body.value as ChatSendAnswer;
}

/** The customer's history with a store, newest first, as the buyer app reads it. */
export async function customerHistory(request: APIRequestContext, customer: ChatCustomer, storeCode: string): Promise<ChatMessagePage> {
  const answer = await request.get(chatPaths.customerHistory, {
    headers: { Authorization: `Bearer ${await customerToken(customer)}` },
    params: { storeCode },
  });
  const body = (await answer.json()) as Envelope<ChatMessagePage>;
  expect(answer.ok(), JSON.stringify(body)).toBe(true);
  return body.value as ChatMessagePage;
}
