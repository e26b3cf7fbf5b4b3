import { DEV_MAILBOX_ACCESS } from '@arflow/domain/access/dev-mailbox';
import { devMailboxQuery, devMailboxResponse } from '@arflow/domain/api/dev-mailbox';
import type { Config } from '../../config.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { seedPlan } from '../seed/seed-plan.ts';
import { findMails } from './find-mails.ts';

/** The same rule as the start's seed: a server that runs the demo world (main.ts, prepareWorld). */
export const runsDemoWorld = (config: Config): boolean =>
  seedPlan({ embeddedDatabase: !config.databaseUrl, demo: config.demo }) === 'demo';

/**
 * GET /api/dev/mailbox: every queued e-mail, for the demo world and the e2e journeys (they read
 * OTPs there). Registered only when the server runs the demo world, so elsewhere the address is
 * 404 like any unknown route.
 */
export const devMailboxModule = defineModule({
  name: 'dev-mailbox',
  routes(app, { db, config }) {
    if (!runsDemoWorld(config)) return;
    app.get(
      '/dev/mailbox',
      {
        config: { access: DEV_MAILBOX_ACCESS.read },
        schema: { tags: ['dev'], querystring: devMailboxQuery, response: { 200: devMailboxResponse } },
      },
      (req) => findMails({ db, query: req.query }),
    );
  },
});
