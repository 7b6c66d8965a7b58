#!/usr/bin/env node
// The marketplace buyer app's side of seller chat, from a terminal: sends a message to a store as a customer and,
// with --listen, prints what the seller answers (and when they read or type) as it happens.
//
//   npm run chat:customer -- --url http://127.0.0.1:4200 --store DEMO-60001 --customer CUST-1 --text "Halo"
//   npm run chat:customer -- --url http://127.0.0.1:4200 --store DEMO-60001 --customer CUST-1 --listen
//
// It signs its own customer token, as the buyer app's backend would: an HS256 JWT with the secret the server
// shares with the marketplace (CHAT_CUSTOMER_TOKEN_SECRET; the development server's published default otherwise).
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { readCommandLine, signCustomerToken } from './marketplace-customer.mjs';

const usage = `Usage: npm run chat:customer -- --url <server> --store <store code> --customer <customer id>
                             [--name <customer name>] [--pickup-point <code>] [--text <message>] [--listen]

  --url           the server, for example http://127.0.0.1:4200
  --store         the store to write to, for example DEMO-60001
  --customer      the customer id, for example CUST-1 (letters, digits, '-' and '.')
  --name          the name the seller sees (default: "Pelanggan <customer id>")
  --pickup-point  for an MPP store: the pickup point's room (default: the store's default pickup point)
  --text          the message to send
  --listen        stay connected and print the seller's replies, read receipts and typing until Ctrl-C
  Environment: CHAT_CUSTOMER_TOKEN_SECRET (the server's; its development default otherwise)`;

const { options, fail } = readCommandLine('chat:customer', usage, {
  url: { type: 'string' },
  store: { type: 'string' },
  customer: { type: 'string' },
  name: { type: 'string' },
  'pickup-point': { type: 'string' },
  text: { type: 'string' },
  listen: { type: 'boolean', default: false },
});
if (!options.url || !options.store || !options.customer) fail('--url, --store and --customer are required');
if (options.text === undefined && !options.listen) fail('give --text, --listen or both');

const base = options.url.replace(/\/+$/, '');
const name = options.name ?? `Pelanggan ${options.customer}`;
const token = await signCustomerToken(options.customer, name, 12 * 60 * 60);
const room = { storeCode: options.store, ...(options['pickup-point'] ? { pickupPointCode: options['pickup-point'] } : {}) };

/** One line per message, as a chat shows it. */
function describe(message) {
  switch (message.kind) {
    case 'text':
      return message.text;
    case 'image':
      return `[image ${message.image.url}${message.image.inappropriate ? ', flagged inappropriate' : ''}]`;
    case 'product':
      return `[product ${message.product.name}, Rp${message.product.price.toLocaleString('id-ID')}]`;
    case 'order':
      return `[order ${message.order.orderNumber}]`;
    case 'sticker':
      return `[sticker ${message.sticker}]`;
    default:
      return `[${message.kind}]`;
  }
}

const time = (ms) => new Date(ms).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

if (options.text !== undefined) {
  const response = await fetch(`${base}/backend/chat/customer/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...room, clientMessageId: randomUUID(), kind: 'text', text: options.text }),
  }).catch((error) => fail(`cannot reach ${base}: ${error.message}`));
  const body = await response.json().catch(() => null);
  if (!response.ok || !body?.success) {
    console.error(`chat:customer: not sent (${response.status} ${body?.errorCode ?? ''} ${body?.errorMessage ?? ''})`.trim());
    process.exit(1);
  }
  const { message, session } = body.value;
  console.log(`${time(message.createdDate)} sent to ${options.store} (room ${session.roomId}): ${describe(message)}`);
}

if (options.listen) {
  const socketUrl = new URL(`${base.replace(/^http/, 'ws')}/backend/realtime`);
  socketUrl.searchParams.set('customerToken', token);
  let lastId = null;
  let attempt = 0;
  const connect = () => {
    if (lastId) socketUrl.searchParams.set('after', lastId);
    const socket = new WebSocket(socketUrl, { headers: { authorization: `Bearer ${token}`, origin: base } });
    socket.on('open', () => {
      attempt = 0;
    });
    socket.on('message', (data) => {
      let frame;
      try {
        frame = JSON.parse(String(data));
      } catch {
        return;
      }
      // `resync`: what was missed is not replayed (too much of it); this listener has nothing to reload.
      if (frame.t === 'ready' || frame.t === 'resync') {
        if (!lastId) console.log(`listening as ${options.customer} (${name}); Ctrl-C to stop`);
        lastId = frame.lastId;
        return;
      }
      if (frame.t !== 'event') return;
      if (frame.id) lastId = frame.id;
      const payload = frame.payload ?? {};
      if (payload.storeCode !== options.store) return;
      if (frame.type === 'chat.message' && payload.message.senderType === 'SELLER') {
        console.log(`${time(payload.message.createdDate)} ${payload.message.senderName} (${payload.storeName}): ${describe(payload.message)}`);
      } else if (frame.type === 'chat.read' && payload.reader === 'SELLER') {
        console.log(`${time(payload.readUpTo)} the seller read your messages`);
      } else if (frame.type === 'chat.typing' && payload.senderType === 'SELLER' && payload.typing) {
        console.log('the seller is typing…');
      }
    });
    socket.on('close', (code) => {
      if (code === 4401) {
        console.error('chat:customer: the server refused the customer token (CHAT_CUSTOMER_TOKEN_SECRET differs?)');
        process.exit(1);
      }
      const delay = Math.min(30_000, 500 * 2 ** attempt++);
      setTimeout(connect, delay);
    });
    socket.on('error', () => undefined);
  };
  connect();
}
