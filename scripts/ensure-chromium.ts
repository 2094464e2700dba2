import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * Playwright drives Debian's Chromium (npx playwright install cannot work here). Installs
 * the `chromium` package when missing and we are root; otherwise says how to install it.
 */
export function ensureChromium(executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium'): boolean {
  if (existsSync(executable)) return true;
  if (process.getuid?.() === 0) {
    console.log('[test] Chromium is missing: installing Debian\'s chromium package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
    if (install.status === 0 && existsSync(executable)) return true;
  }
  console.error(
    `[test] Chromium was not found at ${executable}. Install Debian's package as root:\n` +
      '    sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an installed Chromium.',
  );
  return false;
}
