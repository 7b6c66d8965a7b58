import type { APIRequestContext } from '@playwright/test';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';

/** The development server's customer-token secret (tools/scripts/chat-customer.mjs signs with the same). */
const devCustomerSecret = 'dev-only-chat-customer-secret-do-not-use-in-production';

/**
 * The marketplace buyer app's side of a chat, as `npm run chat:customer` does it: a customer token of its own
 * (HS256, audience seller-portal-chat-customer) and the customer's send call.
 */
export class ChatCustomer {
  constructor(
    private readonly request: APIRequestContext,
    readonly customerId: string,
    readonly name = `Pelanggan ${customerId}`,
  ) {}

  private async token(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ name: this.name })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('seller-portal-chat-customer')
      .setSubject(this.customerId)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(process.env.CHAT_CUSTOMER_TOKEN_SECRET || devCustomerSecret));
  }

  async send(storeCode: string, text: string): Promise<void> {
    const answer = await this.request.post('/backend/chat/customer/messages', {
      headers: { Authorization: `Bearer ${await this.token()}` },
      data: { storeCode, clientMessageId: randomUUID(), kind: 'text', text },
    });
    if (!answer.ok()) throw new Error(`The customer's send failed: ${answer.status()} ${await answer.text()}`);
  }
}
