import { COMPANY_INFO_ACCESS } from '@arflow/domain/access/company-info';
import { bankForm, bankListResponse, bankSaveResponse } from '@arflow/domain/api/companies';
import {
  companyInfoForm,
  companyInfoResponse,
  funderInfoForm,
  funderInfoResponse,
  listBankBody,
} from '@arflow/domain/api/company-info';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { listBanks, saveBank } from '../enterprises/index.ts';
import { getCompanyInfo, getFunderInfo, updateCompanyInfo, updateFunderInfo } from './company-info.ts';

const tags = ['company-info'];

/**
 * Setup pages of every portal (spec §2 setup/company-info, bank-info; funder profile): always the
 * caller's own company, so no path names a company and no other company's data can be reached.
 */
export function companyInfoRoutes(app: ZodApp, { db, clock, userStates }: ModuleDeps): void {
  app.get(
    '/company-info',
    {
      config: { access: COMPANY_INFO_ACCESS.ownRead },
      schema: { tags, response: { 200: companyInfoResponse } },
    },
    async (req) => ({ data: await getCompanyInfo(db, req.actor!) }),
  );
  app.post(
    '/company-info/update',
    {
      config: { access: COMPANY_INFO_ACCESS.ownWrite },
      schema: { tags, body: companyInfoForm, response: { 200: companyInfoResponse } },
    },
    async (req) => {
      const data = await updateCompanyInfo({ db, ctx: requestContext(req, clock), form: req.body });
      // Its users' cached session (company name) must not wait for the trigger's NOTIFY here.
      userStates.invalidateCompany(req.actor!.enterprise_id);
      return { data };
    },
  );
  app.get(
    '/company-info/funder',
    {
      config: { access: COMPANY_INFO_ACCESS.funderRead },
      schema: { tags, response: { 200: funderInfoResponse } },
    },
    async (req) => ({ data: await getFunderInfo(db, req.actor!) }),
  );
  app.post(
    '/company-info/funder/update',
    {
      config: { access: COMPANY_INFO_ACCESS.funderWrite },
      schema: { tags, body: funderInfoForm, response: { 200: funderInfoResponse } },
    },
    async (req) => {
      const data = await updateFunderInfo({ db, ctx: requestContext(req, clock), form: req.body });
      // Its users' cached session (company name) must not wait for the trigger's NOTIFY here.
      userStates.invalidateCompany(req.actor!.enterprise_id);
      return { data };
    },
  );
  app.post(
    '/company-info/list-bank',
    {
      config: { access: COMPANY_INFO_ACCESS.bankRead },
      schema: { tags, body: listBankBody, response: { 200: bankListResponse } },
    },
    async (req) => ({ data: await listBanks(db, req.actor!.enterprise_id) }),
  );
  app.post(
    '/company-info/bank',
    {
      config: { access: COMPANY_INFO_ACCESS.bankWrite },
      schema: { tags, body: bankForm, response: { 200: bankSaveResponse } },
    },
    async (req) => ({
      data: await saveBank({
        db,
        ctx: requestContext(req, clock),
        entId: req.actor!.enterprise_id,
        form: req.body,
      }),
    }),
  );
}
