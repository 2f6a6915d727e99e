// The tests drive Debian's Chromium (browser tests) and start Debian's redis-server (replica tests); a fresh
// machine may not have them yet, so install what is missing (we are root, or sudo can).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM_PATH } from './chromium.ts';

const onPath = (command: string): boolean => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

const missing = [...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']), ...(onPath('redis-server') ? [] : ['redis-server'])];
if (missing.length > 0) {
  console.log(`Installing Debian's ${missing.join(' and ')} for the tests...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
