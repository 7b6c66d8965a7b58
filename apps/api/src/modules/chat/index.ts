import type { ServerModule } from '../server-module';
import { ChatTokens } from './chat-token';
import { seedChatDemo } from './demo';
import { ChatRepository } from './repository';
import { chatRoutes } from './routes';
import * as chatTables from './schema';
import { ChatService } from './service';

export {
  bearerOf,
  ChatTokens,
  devChatCustomerTokenSecret,
  devChatTokenSecret,
  signCustomerToken,
  type ChatTokenSettings,
  type FirebaseServiceAccount,
} from './chat-token';
export { chatDemo } from './demo';

/**
 * Seller chat (§2.3, §4.10, §6, §7 "Chat"): rooms with their §3 session records, messages, images, templates, the
 * review reminder, banned words and the MPP config, for STORE sessions with a chat token; and the buyer app's side,
 * with its customer token.
 */
export const chatModule: ServerModule = {
  name: 'chat',
  tables: chatTables,
  create: ({ database, clock, services, settings }) => {
    const tokens = new ChatTokens(settings.chat, () => clock.now());
    const { realtime } = services;
    const chat = new ChatService(new ChatRepository(database.db), tokens, services.products, realtime, clock);
    // The buyer app's socket hears `customer:{customerId}`, admitted by its customer token.
    realtime.registerAuthenticator((request) => tokens.customerPrincipal(request));
    return { routes: () => chatRoutes(chat, tokens) };
  },
  seedDemo: seedChatDemo,
};
