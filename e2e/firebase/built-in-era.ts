// `node --import tsx e2e/firebase/built-in-era.ts`, run by playwright.firebase.config.ts just before the
// Firebase server starts on the same data dir: the instance's days on the built-in identity
// service, leaving one verified account that owns a team.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { eventually } from '../../apps/server/src/testing/eventually';
import { linkIn } from '../../apps/server/src/testing/mail';
import { BUILT_IN_ERA_ACCOUNT as account } from '../support/built-in-era';

const config = loadConfig({ ...process.env, IDENTITY_PROVIDER: 'built-in' });
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({ config, database });
try {
  const origin = { origin: config.publicUrl };
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: origin,
    payload: account,
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up: ${signUp.statusCode} ${signUp.body}`);

  const outbox = path.join(config.dataDir, 'outbox');
  const mail = await eventually(async () =>
    fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
          .find((message) => message.includes(account.email) && message.includes('verify-email'))
      : undefined,
  );
  const link = new URL(linkIn(mail, '/api/auth/verify-email'));
  await app.inject({ url: link.pathname + link.search, headers: origin });

  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: origin,
    payload: account,
  });
  const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
  const { token } = (await app.inject({ url: '/api/auth/token', headers: { cookie } })).json<{ token: string }>();
  const team = await app.inject({
    method: 'POST',
    url: '/api/orgs',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: account.organization },
  });
  if (team.statusCode !== 201) throw new Error(`organisation: ${team.statusCode} ${team.body}`);
} finally {
  await app.close();
}
