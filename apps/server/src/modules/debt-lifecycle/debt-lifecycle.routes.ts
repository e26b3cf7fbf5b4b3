import { BUSINESS_DATE_ACCESS } from '@arflow/domain/access/business-date';
import { businessDateForm, businessDateResponse } from '@arflow/domain/api/business-date';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { getBusinessDate, setBusinessDate } from './business-date.ts';

const tags = ['business-date'];

/** The business clock (designed calls: the spec has the daily lifecycle, not its clock). */
export function debtLifecycleRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  app.get(
    '/business-date',
    {
      config: { access: BUSINESS_DATE_ACCESS.read },
      schema: { tags, response: { 200: businessDateResponse } },
    },
    async () => ({ data: await getBusinessDate(db, clock) }),
  );
  app.post(
    '/business-date',
    {
      config: { access: BUSINESS_DATE_ACCESS.write },
      schema: { tags, body: businessDateForm, response: { 200: businessDateResponse } },
    },
    async (req) => ({
      data: await setBusinessDate({
        db,
        deps,
        ctx: requestContext(req, clock),
        businessDate: req.body.business_date,
        log: req.log,
      }),
    }),
  );
}
