import { spawnSync } from 'node:child_process';

/** Runs a command with inherited output; returns its exit code. */
export function run(label: string, command: string, args: string[], env: Record<string, string | undefined> = {}): number {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const code = result.status ?? 1;
  console.log(`=== ${label}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  return code;
}
