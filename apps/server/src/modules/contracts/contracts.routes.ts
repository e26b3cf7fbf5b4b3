import { CONTRACTS_ACCESS } from '@arflow/domain/access/contracts';
import {
  CONTRACT_COLUMNS,
  type ContractClientField,
  companyParam,
  contractDetailResponse,
  contractDownloadBody,
  contractFileResponse,
  contractHistoryResponse,
  contractIdParam,
  contractListBody,
  contractListQuery,
  contractListResponse,
  latestContractResponse,
  partnerLendingParam,
} from '@arflow/domain/api/contracts';
import type { Access } from '@arflow/domain/permissions';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { downloadContract } from './download-contract.ts';
import { companyContracts, findContracts } from './find-contracts.ts';
import { getContract } from './get-contract.ts';

type Audience = { access: { read: Access }; tags: string[] };
const AUDIENCES = {
  buyer: { access: CONTRACTS_ACCESS.buyer, tags: ['buyer-contracts'] },
  supplier: { access: CONTRACTS_ACCESS.supplier, tags: ['supplier-contracts'] },
  partner: { access: CONTRACTS_ACCESS.partner, tags: ['partner-contracts'] },
  any: { access: CONTRACTS_ACCESS.any, tags: ['contracts'] },
} satisfies Record<string, Audience>;

/** A read route's options for an audience: its read access and its API tags, then the schema. */
function readBy<S extends object>(a: Audience, schema: S) {
  return { config: { access: a.access.read }, schema: { tags: a.tags, ...schema } };
}

/**
 * Reading contracts (spec §7 buyer, supplier, corporate, person and partner contract calls, and
 * the portal's own /contracts): every path of one kind goes to one use-case; the prefix only says
 * who may call it. Ids in paths are contracts (`:id`) or client companies (`:buyer_id`, …).
 */
export function contractReadRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db } = deps;

  const detail = (path: string, a: Audience) =>
    app.get(
      path,
      readBy(a, { params: contractIdParam, response: { 200: contractDetailResponse } }),
      async (req) => ({ data: await getContract({ db, actor: req.actor!, id: req.params.id }) }),
    );
  const file = (path: string, a: Audience) =>
    app.get(path, readBy(a, { params: contractIdParam, response: { 200: contractFileResponse } }), (req) =>
      downloadContract({ deps, actor: req.actor!, id: req.params.id }),
    );
  /** The company's newest contract (or its lending's, when the path names one); none: null. */
  const latest = (path: string, field: ContractClientField, a: Audience, byLending = false) =>
    app.get(
      path,
      readBy(a, {
        params: byLending ? partnerLendingParam : companyParam(field),
        response: { 200: latestContractResponse },
      }),
      async (req) => {
        const params = req.params as Record<string, number>;
        const [first] = await companyContracts({
          db,
          actor: req.actor!,
          entId: params[field]!,
          lendingId: params.lending_id,
          limit: 1,
        });
        return { data: first ?? null };
      },
    );
  const pagedList = (
    path: string,
    field: ContractClientField,
    a: Audience,
    file: string,
    params = false,
    onlyType?: 'CREDIT_CONTRACT',
  ) =>
    app.post(
      path,
      {
        config: { access: a.access.read, list: { columns: CONTRACT_COLUMNS, file } },
        schema: {
          tags: a.tags,
          ...(params ? { params: companyParam(field) } : {}),
          body: contractListBody(field),
          response: { 200: contractListResponse },
        },
      },
      (req) => {
        const { search_condition, lending_id } = req.body;
        const named = params
          ? (req.params as Record<string, number>)[field]
          : ((req.body as unknown as Record<string, number | undefined>)[field] ?? search_condition.ent_id);
        return findContracts({
          db,
          actor: req.actor!,
          filters: {
            ...search_condition,
            ent_id: named,
            lending_id,
            ...(onlyType ? { contract_type: onlyType } : {}),
          },
          // The whole validated body: it carries the Excel export's sink (platform/lists/export.ts).
          input: req.body,
        });
      },
    );

  // The portal's own calls.
  app.get(
    '/contracts',
    {
      config: { access: AUDIENCES.any.access.read, list: { columns: CONTRACT_COLUMNS, file: 'hop-dong' } },
      schema: {
        tags: AUDIENCES.any.tags,
        querystring: contractListQuery,
        response: { 200: contractListResponse },
      },
    },
    (req) => {
      const { page_number: _n, page_size: _s, sort_column: _c, sort_direction: _d, ...filters } = req.query;
      // The whole validated query: it carries the Excel export's sink (platform/lists/export.ts).
      return findContracts({ db, actor: req.actor!, filters, input: req.query });
    },
  );
  detail('/contracts/:id', AUDIENCES.any);
  file('/contracts/:id/file', AUDIENCES.any);

  // Buyer, corporate and person (spec §7 "same set as buyer").
  detail('/buyer/contract/:id', AUDIENCES.buyer);
  file('/buyer/contract/file/:id', AUDIENCES.buyer);
  file('/corporate/contract/file/:id', AUDIENCES.partner);
  file('/person/contract/file/:id', AUDIENCES.partner);
  pagedList('/buyer/contracts', 'buyer_id', AUDIENCES.buyer, 'hop-dong-ben-mua');
  latest('/buyer/:buyer_id/latest-contract', 'buyer_id', AUDIENCES.buyer);
  app.post(
    '/buyer/download',
    readBy(AUDIENCES.buyer, { body: contractDownloadBody, response: { 200: contractFileResponse } }),
    (req) => downloadContract({ deps, actor: req.actor!, id: req.body.contract_id }),
  );

  // Supplier and individual supplier.
  detail('/supplier/contract/review/:id', AUDIENCES.supplier);
  detail('/supplier/contract/digital-sign/:id', AUDIENCES.supplier);
  file('/supplier/contract/review/file/:id', AUDIENCES.supplier);
  latest('/supplier/:sup_id/contracts/latest', 'sup_id', AUDIENCES.supplier);
  app.get(
    '/supplier/:sup_id/contracts/history',
    readBy(AUDIENCES.supplier, {
      params: companyParam('sup_id'),
      response: { 200: contractHistoryResponse },
    }),
    async (req) => ({
      data: await companyContracts({
        db,
        actor: req.actor!,
        entId: (req.params as { sup_id: number }).sup_id,
      }),
    }),
  );
  pagedList('/supplier/:sup_id/contracts', 'sup_id', AUDIENCES.supplier, 'hop-dong-nha-cung-cap', true);
  app.get(
    '/sup/supplier-contract/file',
    {
      config: { access: [{ enterprises: ['SUPPLIER', 'INDSUPPLIER', 'DOITAC_NCC'] }] },
      schema: { tags: AUDIENCES.supplier.tags, response: { 200: contractFileResponse } },
    },
    async (req) => {
      // The supplier's own latest contract (the path names none).
      const actor = req.actor!;
      const [latestOwn] = await companyContracts({ db, actor, entId: actor.enterprise_id, limit: 1 });
      return downloadContract({ deps, actor, id: latestOwn?.id ?? 0 });
    },
  );

  // Partner.
  latest('/partner/:partner_id/latest-contract', 'partner_id', AUDIENCES.partner);
  latest('/partner/:partner_id/latest-contract/:lending_id', 'partner_id', AUDIENCES.partner, true);
  pagedList('/partner/:partner_id/contract', 'partner_id', AUDIENCES.partner, 'hop-dong-doi-tac', true);
  pagedList(
    '/partner/:partner_id/credit_contract',
    'partner_id',
    AUDIENCES.partner,
    'hop-dong-tin-dung-doi-tac',
    true,
    'CREDIT_CONTRACT',
  );
}
