import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  logger: Logger;
}

/** SMTP when SMTP_URL is set; otherwise each message is written to the local outbox as an .eml file. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options) : outboxMailer(options);
}

function smtpMailer(smtpUrl: string, { from, logger }: MailerOptions): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpOptions(smtpUrl));
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
      logger.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

/**
 * smtp://user:pass@host:port or smtps://… (implicit TLS). Timeouts are short on purpose: nodemailer
 * waits two minutes by default, and a request that sends mail must not hang that long.
 */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    requireTLS: url.searchParams.get('requireTLS') === 'true',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

function outboxMailer({ from, outboxDir, logger }: MailerOptions): Mailer {
  // Same RFC 822 rendering as SMTP would send, kept on disk for a self-hoster without SMTP.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      logger.info({ mail: { to: message.to, subject: message.subject, file } }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
