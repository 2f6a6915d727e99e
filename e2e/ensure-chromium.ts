// The browser tests drive Debian's Chromium; a fresh machine may not have it yet, so install it (we are root).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM_PATH } from './chromium.ts';

if (!existsSync(CHROMIUM_PATH)) {
  console.log(`${CHROMIUM_PATH} not found: installing Debian's chromium package...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  });
}
