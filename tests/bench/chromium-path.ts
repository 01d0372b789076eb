// Where the machine's Chromium is (no other import: run.ts checks it before loading anything).
import { existsSync } from 'node:fs';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}
