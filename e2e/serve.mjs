// Starts the built product for the browser tests on a fresh embedded database, after preparing with the admin
// command line what no page can create yet: minted licence keys, and an account whose plan auto-renews
// (subscriptions arrive with payments). The tests read them from e2e-fixtures.json in the data folder.
// Mail goes over real SMTP to a local smtp-server that appends every message to mailbox.jsonl there.
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('serve.mjs needs DATA_DIR');
const cli = (...args) => execFileSync(process.execPath, ['../server/dist/cli.js', ...args], { encoding: 'utf8' });

const subscriber = { username: 'e2e_subscriber', password: 'Renewing-Plan-42' };
cli(
  'create-user',
  '--username',
  subscriber.username,
  '--password',
  subscriber.password,
  '--email',
  'sub@school.example',
  '--verified',
);
const subscriptionKey = cli(
  'grant-licence',
  '--username',
  subscriber.username,
  '--type',
  'PRO',
  '--days',
  '30',
  '--subscription',
).trim();
const keys = cli('mint-keys', '--type', 'PRO', '--days', '30', '--count', '3').trim().split('\n');
// A Pro teacher who may share lists, and a Basic one who finds and saves them (both with validated e-mail).
const proTeacher = { username: 'e2e_pro_teacher', password: 'Sharing-Lists-31' };
cli(
  'create-user',
  '--username',
  proTeacher.username,
  '--password',
  proTeacher.password,
  '--email',
  'pro@school.example',
  '--verified',
);
cli('grant-licence', '--username', proTeacher.username, '--type', 'PRO', '--days', '30');
const basicTeacher = { username: 'e2e_basic_teacher', password: 'Finding-Lists-32' };
cli(
  'create-user',
  '--username',
  basicTeacher.username,
  '--password',
  basicTeacher.password,
  '--email',
  'basic@school.example',
  '--verified',
);
// A Premium teacher, for the Premium beta games (Space Fight, Four In A Row).
const premiumTeacher = { username: 'e2e_premium_teacher', password: 'Beta-Games-33' };
cli(
  'create-user',
  '--username',
  premiumTeacher.username,
  '--password',
  premiumTeacher.password,
  '--email',
  'premium@school.example',
  '--verified',
);
cli('grant-licence', '--username', premiumTeacher.username, '--type', 'PRE', '--days', '30');
// An operator, for the console (/admin).
const operator = { username: 'e2e_operator', password: 'Running-The-Site-34' };
cli(
  'create-user',
  '--username',
  operator.username,
  '--password',
  operator.password,
  '--email',
  'operator@school.example',
  '--superuser',
  '--verified',
);
writeFileSync(
  join(dataDir, 'e2e-fixtures.json'),
  JSON.stringify({ keys, subscriber, subscriptionKey, proTeacher, basicTeacher, premiumTeacher, operator }, null, 2),
);

const mailbox = join(dataDir, 'mailbox.jsonl');
writeFileSync(mailbox, '');
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address);
      appendFileSync(mailbox, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }) + '\n');
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// Card payments go through the real Stripe SDK to a local fake of Stripe (server/src/test/fake-stripe.ts): its
// hosted checkout page's Pay button delivers a signed webhook to this server and sends the browser to /success.
const stripe = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '../server/src/test/fake-stripe.ts',
    '--webhook-url',
    `http://127.0.0.1:${process.env.PORT}/api/payments/webhooks/stripe/`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const stripeEnv = await new Promise((resolve, reject) => {
  let out = '';
  stripe.stdout.on('data', (chunk) => {
    out += chunk;
    const line = out.split('\n', 1)[0];
    if (out.includes('\n')) resolve(JSON.parse(line));
  });
  stripe.on('exit', (code) => reject(new Error(`the fake Stripe stopped (${code})`)));
});
// The server needs its settings (STRIPE_API_BASE, the keys), not the fake's own address.
const stripeSettings = { ...stripeEnv };
delete stripeSettings.url;

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '../server/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...stripeSettings,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'PlayWords <hello@playwords.test>',
    // The pages name these addresses (the server writes them into the app's page); contact messages go to support.
    SUPPORT_EMAIL: 'support@playwords.test',
    BILLING_EMAIL: 'billing@playwords.test',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stripe.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code) => {
  stripe.kill();
  smtp.close(() => process.exit(code ?? 0));
});
