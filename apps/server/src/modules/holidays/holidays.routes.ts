import { HOLIDAYS_ACCESS } from '@arflow/domain/access/holidays';
import {
  holidayForm,
  holidayIdParam,
  holidayListQuery,
  holidayListResponse,
  holidaySaveResponse,
} from '@arflow/domain/api/holidays';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { deleteHoliday, findHolidays, saveHoliday } from './holidays.ts';

const tags = ['holidays'];

/** The public-holiday calendar (not in the spec; issue 12 §6). */
export function holidaysRoutes(app: ZodApp, { db, clock }: ModuleDeps): void {
  const read = { access: HOLIDAYS_ACCESS.read };
  const write = { access: HOLIDAYS_ACCESS.write };
  app.get(
    '/holidays',
    { config: read, schema: { tags, querystring: holidayListQuery, response: { 200: holidayListResponse } } },
    async (req) => ({ data: await findHolidays(db, req.query.year) }),
  );
  app.post(
    '/holidays/form',
    { config: write, schema: { tags, body: holidayForm, response: { 200: holidaySaveResponse } } },
    async (req) => ({ data: await saveHoliday({ db, ctx: requestContext(req, clock), form: req.body }) }),
  );
  app.post(
    '/holidays/form/:id',
    {
      config: write,
      schema: { tags, params: holidayIdParam, body: holidayForm, response: { 200: holidaySaveResponse } },
    },
    async (req) => ({
      data: await saveHoliday({ db, ctx: requestContext(req, clock), form: req.body, id: req.params.id }),
    }),
  );
  app.delete(
    '/holidays/:id',
    { config: write, schema: { tags, params: holidayIdParam, response: { 200: holidaySaveResponse } } },
    async (req) => ({
      data: await deleteHoliday({ db, ctx: requestContext(req, clock), id: req.params.id }),
    }),
  );
}
