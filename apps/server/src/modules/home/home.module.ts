import { defineModule } from '../../platform/modules/module.ts';
import { homeRoutes } from './home.routes.ts';

/** The homes of funder staff (per role) and partners: figures that link to the lists behind them. */
export const homeModule = defineModule({ name: 'home', routes: homeRoutes });
