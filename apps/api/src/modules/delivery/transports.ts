import nodemailer from 'nodemailer';

export interface MailEnvelope {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Where mail goes beyond the outbox table. */
export interface MailTransport {
  send(mail: MailEnvelope): Promise<void>;
  close(): void;
}

/** Where SMS goes beyond the outbox table: a provider's API in a real deployment. */
export interface SmsProvider {
  send(message: { to: string; text: string }): Promise<void>;
}

/** Mail through an SMTP server (SMTP_URL), pooled, with short timeouts so a dead server fails a send quickly. */
export function smtpMailTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, { from });
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  Object.assign(transporter.options, timeouts);
  return {
    send: async (mail) => {
      await transporter.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
    },
    close: () => transporter.close(),
  };
}
