import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '#tests/support/smtp-sink.ts';
import { createLogger } from '../logger.ts';
import { createMailer, smtpOptions } from './mailer.ts';
import { contactNotification } from './templates/contact-notification.ts';

const logLines: string[] = [];
const logger = createLogger({ logLevel: 'info' }, new Writable({ write: (chunk, _e, done) => (logLines.push(String(chunk)), done()) }));
const from = 'Apostolic Sermon Studio <no-reply@example.org>';
const message = contactNotification({ name: 'Hermano José', email: 'jose@example.org', message: '¿Cómo cancelo mi suscripción? ¡Gracias!', language: 'es', website: '' }, 'support@example.org');

describe('SMTP mailer', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('delivers through SMTP_URL with the sender, reply-to and UTF-8 text intact', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from, outboxDir: '/nonexistent', logger });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    mailer.close();
    const mail = sink.messages.at(-1)!;
    expect(mail.to).toEqual(['support@example.org']);
    expect(mail.from).toContain('no-reply@example.org');
    expect(mail.replyTo).toContain('jose@example.org');
    expect(mail.subject).toBe('Nuevo mensaje de contacto de Hermano José');
    expect(mail.text).toContain('¿Cómo cancelo mi suscripción? ¡Gracias!');
  });

  it('fails within its timeout when the server is down', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from, outboxDir: '/nonexistent', logger });
    await expect(mailer.send(message)).rejects.toThrow();
  });
});

describe('smtpOptions', () => {
  it('reads host, port, TLS and credentials from the URL', () => {
    expect(smtpOptions('smtps://user%40x.org:p%40ss@mail.example.org')).toMatchObject({
      host: 'mail.example.org',
      port: 465,
      secure: true,
      auth: { user: 'user@x.org', pass: 'p@ss' },
    });
    expect(smtpOptions('smtp://mail.example.org:2525?requireTLS=true')).toMatchObject({ port: 2525, secure: false, requireTLS: true, auth: undefined });
  });
});

describe('outbox mailer (no SMTP configured)', () => {
  it('writes each message as an .eml file and logs recipient and subject', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createMailer({ smtpUrl: null, from, outboxDir: path.join(dir, 'outbox'), logger });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    const files = fs.readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: support@example.org');
    expect(eml).toMatch(/Subject: =\?UTF-8\?/);
    const line = logLines.map((l) => JSON.parse(l) as { msg: string; mail?: { to: string; subject: string } }).find((l) => l.msg === 'mail written to outbox');
    expect(line?.mail).toMatchObject({ to: 'support@example.org', subject: 'Nuevo mensaje de contacto de Hermano José' });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
