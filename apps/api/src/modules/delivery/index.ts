import type { ServerModule, SettingsOf } from '../server-module';
import { Delivery } from './delivery';
import { OutboxRepository } from './repository';
import { devOutboxRoutes } from './routes';
import { outbox } from './schema';
import { deliverySettings } from './settings';
import { smtpMailTransport } from './transports';

export { Delivery, escapeHtml, type CodePurpose, type LinkPurpose, type NoticeKind } from './delivery';
export type { MailTransport, SmsProvider } from './transports';

declare module '../server-module' {
  interface Services {
    delivery: Delivery;
  }
}

/** Every message the server sends (codes, links, notices): the outbox table first, then SMTP or the SMS provider. */
export const deliveryModule: ServerModule<SettingsOf<typeof deliverySettings>> = {
  name: 'delivery',
  tables: { outbox },
  settings: deliverySettings,
  create: ({ database, clock, random, log, own }) => {
    const mail = own.smtp ? smtpMailTransport(own.smtp.url, own.smtp.from) : null;
    const repository = new OutboxRepository(database.db);
    const delivery = new Delivery({ repository, clock, mail, sms: own.sms, log });
    return {
      provides: { delivery },
      routes: () => (own.devOutbox ? devOutboxRoutes(repository, own.devOutboxKey ?? random.bytes(24).toString('base64url')) : []),
      close: async () => mail?.close(),
    };
  },
};
