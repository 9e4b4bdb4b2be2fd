// Reading a spawned server's mail outbox ($DATA_DIR/outbox/*.eml, one file per message, named by
// time): the password-reset links sent to an address, oldest first.
import fs from 'node:fs';
import path from 'node:path';

/** The reset tokens mailed to `to`, oldest first (the .eml is quoted-printable). */
function resetTokensMailedTo(dataDir: string, to: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  const tokens: string[] = [];
  for (const file of fs.readdirSync(outbox).sort()) {
    const text = fs.readFileSync(path.join(outbox, file), 'utf8');
    if (!text.includes(to)) continue;
    const decoded = text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const token = /reset-password\?token=([^\s"<&]+)/.exec(decoded)?.[1];
    if (token) tokens.push(decodeURIComponent(token));
  }
  return tokens;
}

/** Waits (up to 10 s) until `count` reset mails to `to` are in the outbox, and returns their tokens. */
export async function waitForResetTokens(dataDir: string, to: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const tokens = resetTokensMailedTo(dataDir, to);
    if (tokens.length >= count) return tokens;
    if (Date.now() > deadline) throw new Error(`${tokens.length} of ${count} reset mails to ${to} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
