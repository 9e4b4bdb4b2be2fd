// A real SMTP server on loopback that keeps what it receives: the tests read the mail the app
// sent from here (and, for the end-to-end tests, from JSON files in a folder).
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  receivedAt: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: SunkMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(options: { dir?: string } = {}): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: SunkMail = {
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            replyTo: parsed.replyTo?.text ?? '',
            receivedAt: new Date().toISOString(),
          };
          messages.push(mail);
          if (options.dir) {
            // Written under a temporary name, then renamed: a reader never sees half a file.
            const file = path.join(options.dir, `${Date.now()}-${messages.length}.json`);
            fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail, null, 2));
            fs.renameSync(`${file}.tmp`, file);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads the mail a sink running in another process wrote to its folder. */
export function readSunkMail(dir: string): SunkMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SunkMail);
}
