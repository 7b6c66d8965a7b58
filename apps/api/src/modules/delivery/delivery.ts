import { AppError } from '../../http/app-error';
import type { PageLanguage } from '../../i18n/server-i18n';
import { serverT } from '../../i18n/server-i18n';
import type { Clock } from '../../runtime';
import type { OutboxChannel, OutboxMessage, OutboxRepository } from './repository';
import type { MailTransport, SmsProvider } from './transports';

/** What a one-time code is for; decides the wording of its message. */
export type CodePurpose =
  'MFA' | 'REGISTRATION' | 'NEED_VERIFICATION' | 'CONTACT_PHONE' | 'CONTACT_EMAIL' | 'ADS_TOP_UP' | 'WALLET_BANK_ACCOUNT' | 'WALLET_WITHDRAWAL';
export type LinkPurpose = 'RESET_PASSWORD' | 'CREATE_PASSWORD';
/** Security notices mailed to an account's owner: a lock, a changed contact, a registration with their email. */
export type NoticeKind = 'ACCOUNT_LOCKED' | 'MFA_LOCKED' | 'EMAIL_CHANGED' | 'PHONE_CHANGED' | 'PASSWORD_CHANGED' | 'ALREADY_REGISTERED';

export interface DeliveryLog {
  warn(details: object, message: string): void;
}

export interface DeliveryDeps {
  repository: OutboxRepository;
  clock: Clock;
  /** null: mail stays in the outbox table (the embedded default). */
  mail: MailTransport | null;
  /** null: SMS stays in the outbox table. */
  sms: SmsProvider | null;
  log: DeliveryLog;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * Codes and links leave the server here: every message is written to the outbox table first, then handed to SMTP
 * or the SMS provider when one is configured (DESIGN.md: delivery is injected so tests read what was sent).
 */
export class Delivery {
  constructor(private readonly deps: DeliveryDeps) {}

  /**
   * A one-time code; a transport failure is PMU502000 so the user can ask again. `detail` names what the code
   * approves (the bank account, the withdrawal), so a code asked for by someone else is recognised as such.
   */
  async sendCode(input: {
    channel: OutboxChannel;
    to: string;
    code: string;
    purpose: CodePurpose;
    language: PageLanguage;
    validMinutes: number;
    detail?: string;
  }) {
    const t = serverT(input.language);
    const values = { code: input.code, minutes: input.validMinutes, detail: input.detail ?? '' };
    const text = t(`delivery.code.${input.purpose}.text`, { ...values, interpolation: { escapeValue: false } });
    const subject = input.channel === 'EMAIL' ? t(`delivery.code.${input.purpose}.subject`, { interpolation: { escapeValue: false } }) : '';
    const html = input.channel === 'EMAIL' ? emailHtml(subject, [escapeHtml(text)], t('delivery.footer')) : null;
    const sent = await this.deliver({ channel: input.channel, recipient: input.to, subject, text, html, links: [], code: input.code, purpose: input.purpose });
    if (!sent) throw new AppError('PMU502000');
  }

  /** When the latest messages of a channel to one recipient since `since` were written (at most `limit`), newest first. */
  sentTimes(channel: OutboxChannel, to: string, since: Date, limit: number): Promise<Date[]> {
    return this.deps.repository.sentTimes(channel, to, since, limit);
  }

  /** A reset or create-password link. Returns whether it left the server (false: kept, failure logged). */
  async sendPasswordLink(input: { to: string; link: string; purpose: LinkPurpose; language: PageLanguage; validHours: number }): Promise<boolean> {
    const t = serverT(input.language);
    const plain = { interpolation: { escapeValue: false } };
    const subject = t(`delivery.link.${input.purpose}.subject`, plain);
    const intro = t(`delivery.link.${input.purpose}.text`, { hours: input.validHours, ...plain });
    const action = t(`delivery.link.${input.purpose}.action`, plain);
    const ignore = t('delivery.link.ignore', plain);
    const text = `${intro}\n\n${input.link}\n\n${ignore}`;
    const html = emailHtml(
      subject,
      [escapeHtml(intro), `<a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a>`, escapeHtml(input.link), escapeHtml(ignore)],
      t('delivery.footer'),
    );
    return this.deliver({ channel: 'EMAIL', recipient: input.to, subject, text, html, links: [input.link], code: null, purpose: input.purpose });
  }

  /**
   * A security notice by mail (`delivery.notice.<kind>` texts, `values` interpolated). Returns whether it left the
   * server; a failure is only logged, so the action that caused it answers the same either way.
   */
  async sendNotice(input: { to: string; kind: NoticeKind; language: PageLanguage; values?: Record<string, string | number> }): Promise<boolean> {
    const t = serverT(input.language);
    const plain = { ...input.values, interpolation: { escapeValue: false } };
    const subject = t(`delivery.notice.${input.kind}.subject`, plain);
    const text = t(`delivery.notice.${input.kind}.text`, plain);
    const html = emailHtml(subject, [escapeHtml(text)], t('delivery.footer'));
    return this.deliver({ channel: 'EMAIL', recipient: input.to, subject, text, html, links: [], code: null, purpose: `NOTICE_${input.kind}` });
  }

  /**
   * A notification of the notification center on a channel beyond the bell: EMAIL (to the user's address, through
   * SMTP when configured), PUSH (to the user, `to` is `user:<id>`) or WHATSAPP (to the phone number). No push or
   * WhatsApp provider is configured in this deployment: those messages are kept in the outbox only (status OUTBOX),
   * as SMS is without a provider. Returns whether it left the server or was kept; false: the transport failed.
   */
  async sendNotification(input: {
    channel: 'EMAIL' | 'PUSH' | 'WHATSAPP';
    to: string;
    title: string;
    body: string;
    /** An absolute link, or null. */
    link: string | null;
    language: PageLanguage;
    /** `NOTIFICATION_<category>`. */
    purpose: string;
  }): Promise<boolean> {
    const t = serverT(input.language);
    const plain = { interpolation: { escapeValue: false } };
    const links = input.link ? [input.link] : [];
    const text = input.link ? `${input.body}\n\n${input.link}` : input.body;
    const html =
      input.channel === 'EMAIL'
        ? emailHtml(
            input.title,
            [
              escapeHtml(input.body).replace(/\n/g, '<br>'),
              ...(input.link ? [`<a href="${escapeHtml(input.link)}">${escapeHtml(t('delivery.notification.open', plain))}</a>`] : []),
            ],
            t('delivery.notification.footer', plain),
          )
        : null;
    return this.deliver({ channel: input.channel, recipient: input.to, subject: input.title, text, html, links, code: null, purpose: input.purpose });
  }

  private async deliver(message: OutboxMessage): Promise<boolean> {
    const { repository, clock, mail, sms, log } = this.deps;
    const id = await repository.insert(message, clock.now());
    try {
      if (message.channel === 'EMAIL' && mail) {
        await mail.send({ to: message.recipient, subject: message.subject, text: message.text, html: message.html });
      } else if (message.channel === 'SMS' && sms) {
        await sms.send({ to: message.recipient, text: message.text });
      } else {
        return true;
      }
      await repository.setStatus(id, 'SENT');
      return true;
    } catch (error) {
      log.warn({ err: error, outboxId: id, channel: message.channel }, 'a message could not be delivered');
      await repository.setStatus(id, 'FAILED', error instanceof Error ? error.message.slice(0, 500) : 'unknown error');
      return false;
    }
  }
}

function emailHtml(title: string, paragraphs: string[], footer: string): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;line-height:1.5">\n${body}\n<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
}
