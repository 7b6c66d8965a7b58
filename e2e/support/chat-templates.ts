import { expect, type APIRequestContext } from '@playwright/test';
import { chatPaths, chatTokenHeader, type ChatTemplate } from '@seller-portal/contracts/chat';
import type { Envelope } from '@seller-portal/contracts/core';

/** The signed-in seller's chat token, as the chat pages fetch it. */
async function chatToken(request: APIRequestContext): Promise<string> {
  return ((await (await request.get(chatPaths.generateToken)).json()) as Envelope<string>).value as string;
}

/**
 * A template of the signed-in seller's store, added as the templates page adds it (the chat calls with the session's
 * chat token). A store keeps 50 at most: a test removes what it added (`removeTemplate`).
 */
export async function addTemplate(request: APIRequestContext, title: string, text: string): Promise<ChatTemplate> {
  const created = await request.post(chatPaths.templates, { headers: { [chatTokenHeader]: await chatToken(request) }, data: { title, text } });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as Envelope<ChatTemplate>).value as ChatTemplate;
}

export async function removeTemplate(request: APIRequestContext, template: ChatTemplate): Promise<void> {
  const removed = await request.delete(`${chatPaths.templates}/${template.id}`, { headers: { [chatTokenHeader]: await chatToken(request) } });
  expect(removed.ok(), await removed.text()).toBe(true);
}
