// The app version, read once from package.json so health checks and logs agree with what was released.
import { readFileSync } from 'node:fs';

export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
