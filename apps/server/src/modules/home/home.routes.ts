import { HOME_ACCESS } from '@arflow/domain/access/home';
import {
  funderHomeQuery,
  funderHomeResponse,
  partnerHomeQuery,
  partnerHomeResponse,
} from '@arflow/domain/api/home';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { getFunderHome } from './funder-home.ts';
import { getPartnerHome } from './partner-home.ts';

const tags = ['home'];

/** The homes' figures (issue 22): one call per home, every figure an SQL aggregate. */
export function homeRoutes(app: ZodApp, { db, clock }: ModuleDeps): void {
  app.get(
    '/home/funder',
    routeOptions({
      tags,
      summary: "The funder home's figures for the caller's role",
      access: HOME_ACCESS.funder,
      querystring: funderHomeQuery,
      response: funderHomeResponse,
    }),
    (req) => getFunderHome({ db, actor: req.actor!, today: clock.today() }),
  );
  app.get(
    '/home/partner',
    routeOptions({
      tags,
      summary: "The partner home's limits, expected payments and unpaid amounts",
      access: HOME_ACCESS.partner,
      querystring: partnerHomeQuery,
      response: partnerHomeResponse,
    }),
    (req) => getPartnerHome({ db, actor: req.actor!, today: clock.today(), date: req.query.date }),
  );
}
