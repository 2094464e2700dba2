import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// A second instance beside the main test server (its own PORT and DATA_DIR), stopped with
// SIGTERM and started again on the same data: what was committed must still be there.
const PORT = 3110 + Number(process.env.E2E_PORT || 3100) - 3100;
const base = `http://127.0.0.1:${PORT}`;

function startServer(dataDir: string): { child: ChildProcess; output: () => string } {
  let log = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', START_SKIP_BUILD: '1' };
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  return { child, output: () => log };
}

async function waitReady(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/api/v2/graph/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ health { database } }"}' });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

const csrf = 'e2e-restart-csrf-token-0123456789abcdefghijkl';

async function auth(query: string, input: Record<string, unknown>) {
  const res = await fetch(`${base}/api/v2/graph/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify({ query, variables: { input } }),
  });
  return res.json();
}

test('a restarted server keeps its data and shuts down cleanly on SIGTERM', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cursalia-restart-'));
  const email = `restart-${Date.now()}@example.com`;
  try {
    const first = startServer(dataDir);
    await waitReady();
    const registered = await auth('mutation($input: RegisterInput!) { register(input: $input) { success } }', {
      firstName: 'Rosa', lastName: 'Quispe', email, password: 'Secreta-9', acceptLegal: true,
    });
    expect(registered.data.register.success).toBe(true);
    expect(await stop(first.child)).toBe(0);
    expect(first.output()).toContain('closing the database');

    const second = startServer(dataDir);
    await waitReady();
    const login = await auth('mutation($input: LoginInput!) { login(input: $input) { success } }', { username: email, password: 'Secreta-9' });
    expect(login.data.login.success).toBe(true);
    expect(second.output()).not.toContain('demo data seeded');
    expect(await stop(second.child)).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
