import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the test SMTP server received it, with its text and HTML parts decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 and a random port (smtp-server), so tests send through nodemailer exactly as
 * production does and read the link or code from what arrived. `refuse` makes it reject recipients.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** When set, every recipient is refused with this SMTP reply (e.g. '550 Mailbox unavailable'). */
  refuse: { code: number; message: string } | null = null;
  private readonly server: SMTPServer;

  private constructor() {
    this.server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refuse) return callback();
        const error = Object.assign(new Error(this.refuse.message), { responseCode: this.refuse.code });
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const from = session.envelope.mailFrom;
          this.received.push({
            ...parseMessage(raw),
            envelopeFrom: from ? from.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
  }

  /** Starts a server on 127.0.0.1: on a free port, or on `port` (a server that comes back where it was). */
  static async start(port = 0): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer();
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.server.listen(port, '127.0.0.1', () => resolve());
    });
    return smtp;
  }

  /** `SMTP_URL` for the app. */
  get url(): string {
    const address = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${address.port}`;
  }

  /** Messages received for one address, oldest first. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.envelopeTo.includes(address));
  }

  clear(): void {
    this.received.length = 0;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

// A small MIME reader for what nodemailer writes: headers, one level of multipart, quoted-printable or base64.

function splitHead(part: string): { headers: Record<string, string>; body: string } {
  const at = part.indexOf('\r\n\r\n');
  const head = at === -1 ? part : part.slice(0, at);
  const body = at === -1 ? '' : part.slice(at + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function parseMessage(raw: string): Omit<ReceivedMail, 'envelopeFrom' | 'envelopeTo' | 'raw'> {
  const { headers, body } = splitHead(raw);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((p) => p.replace(/^\r\n/, ''))
    : [raw];
  for (const part of parts) {
    const { headers: h, body: b } = splitHead(part);
    const decoded = decodeBody(b.replace(/\r\n$/, ''), h['content-transfer-encoding']);
    if ((h['content-type'] ?? '').startsWith('text/plain')) text = decoded.replace(/\r\n/g, '\n');
    if ((h['content-type'] ?? '').startsWith('text/html')) html = decoded.replace(/\r\n/g, '\n');
  }
  return { headers, subject: headers.subject ?? '', text, html };
}

/** The activation link in a received e-mail's text. */
export function linkIn(mail: ReceivedMail | undefined): string {
  const link = /https?:\/\/\S+\/activate\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no activation link in: ${mail?.text}`);
  return link;
}

/** The 6-character code in a received e-mail's text (on a line of its own). */
export function codeIn(mail: ReceivedMail | undefined): string {
  const code = /^([A-Z0-9]{6})$/m.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in: ${mail?.text}`);
  return code;
}
