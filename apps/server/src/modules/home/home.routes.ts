import { HOME_ACCESS } from '@arflow/domain/access/home';
import {
  funderHomeQuery,
  funderHomeResponse,
  partnerHomeQuery,
  partnerHomeResponse,
} from '@arflow/domain/api/home';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { getFunderHome } from './funder-home.ts';
import { getPartnerHome } from './partner-home.ts';

const tags = ['home'];

/** The homes' figures (issue 22): one call per home, every figure an SQL aggregate. */
export function homeRoutes(app: ZodApp, { db, clock }: ModuleDeps): void {
  app.get(
    '/home/funder',
    {
      config: { access: HOME_ACCESS.funder },
      schema: {
        tags,
        summary: "The funder home's figures for the caller's role",
        querystring: funderHomeQuery,
        response: { 200: funderHomeResponse },
      },
    },
    (req) => getFunderHome({ db, actor: req.actor!, today: clock.today() }),
  );
  app.get(
    '/home/partner',
    {
      config: { access: HOME_ACCESS.partner },
      schema: {
        tags,
        summary: "The partner home's limits, expected payments and unpaid amounts",
        querystring: partnerHomeQuery,
        response: { 200: partnerHomeResponse },
      },
    },
    (req) => getPartnerHome({ db, actor: req.actor!, today: clock.today(), date: req.query.date }),
  );
}
