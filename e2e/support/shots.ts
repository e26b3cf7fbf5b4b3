import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Full-page screenshots for a person to look at, taken only when E2E_SHOTS names a folder
 * (e.g. E2E_SHOTS=/tmp/e2e-shots); CI runs leave it unset.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}
