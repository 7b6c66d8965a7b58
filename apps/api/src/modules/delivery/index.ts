import type { ServerModule } from '../server-module';
import { Delivery } from './delivery';
import { OutboxRepository } from './repository';
import { devOutboxRoutes } from './routes';
import { outbox } from './schema';
import { smtpMailTransport } from './transports';

export { Delivery, escapeHtml, type CodePurpose, type LinkPurpose, type NoticeKind } from './delivery';
export type { MailTransport, SmsProvider } from './transports';

declare module '../server-module' {
  interface Services {
    delivery: Delivery;
  }
}

/** Every message the server sends (codes, links, notices): the outbox table first, then SMTP or the SMS provider. */
export const deliveryModule: ServerModule = {
  name: 'delivery',
  tables: { outbox },
  create: ({ database, clock, random, log, settings }) => {
    const mail = settings.smtp ? smtpMailTransport(settings.smtp.url, settings.smtp.from) : null;
    const repository = new OutboxRepository(database.db);
    const delivery = new Delivery({ repository, clock, mail, sms: settings.sms, log });
    return {
      provides: { delivery },
      routes: () => (settings.devOutbox ? devOutboxRoutes(repository, settings.devOutboxKey ?? random.bytes(24).toString('base64url')) : []),
      close: async () => mail?.close(),
    };
  },
};
