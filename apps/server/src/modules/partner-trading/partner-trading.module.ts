import { defineModule } from '../../platform/modules/module.ts';
import { partnerTradingRoutes } from './partner-trading.routes.ts';

/**
 * The funder's trading with its partners (spec §2 /fun/partner-trading and table-partner; decision
 * 0109): funder staff's figures over every partner; no route names a company's record by id.
 */
export const partnerTradingModule = defineModule({
  name: 'partner-trading',
  routes: partnerTradingRoutes,
});
