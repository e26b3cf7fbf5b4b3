import { defineModule } from '../../platform/modules/module.ts';
import { deliverIntegrations } from './deliver.ts';
import { integrationRoutes } from './integration.routes.ts';

/**
 * The accounting-system integration (spec §7 "Integration log"): events queued by the modules
 * whose changes they report (`queueIntegration`), sent every minute with retries, or by hand.
 */
export const integrationModule = defineModule({
  name: 'integration',
  routes: integrationRoutes,
  minuteTasks: [
    {
      name: 'integration-outbox',
      run: ({ db, config, clock }) =>
        deliverIntegrations({ db, config: config.integration, now: clock.now() }),
    },
  ],
});
