import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);

// Debian's Chromium, never a downloaded browser; the flags keep it off the closed network.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The business-clock journey moves the server's business date months ahead: it runs once every
  // other journey is done, so they all see today's date (run it alone with --no-deps).
  projects: [
    { name: 'journeys', testIgnore: /collections\.spec\.ts/ },
    { name: 'business-clock', testMatch: /collections\.spec\.ts/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM, not the default kill: the server stops its database and the script drops its data.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
