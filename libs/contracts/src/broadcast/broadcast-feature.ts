import { declareFeature } from '@seller-portal/contracts/core';

/** Broadcast (§2.5 /broadcast): reading needs STORE_CONVERSATION (§6); composing also STORE_CONVERSATION_WRITE, as any chat message. */
export const broadcastFeature = /* @__PURE__ */ declareFeature({
  name: 'broadcast',
  prefixes: ['/broadcast'],
  access: { mode: 'STORE', codes: ['STORE_CONVERSATION'] },
  apps: ['portal'],
  actions: { write: { codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] } },
  shortcuts: [{ labelKey: 'broadcast', to: '/broadcast', position: 90, access: { codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] } }],
});
