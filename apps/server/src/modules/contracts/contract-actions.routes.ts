import { CONTRACTS_ACCESS } from '@arflow/domain/access/contracts';
import {
  type ContractClientField,
  type ContractSignBody,
  companyParam,
  contractConfirmOtpBody,
  contractIdParam,
  contractRejectBody,
  contractRequestBody,
  contractResponse,
  contractSignBody,
  contractSignByIdBody,
  contractSignResponse,
  lendingContractParam,
  partnerCaParam,
  reasonBody,
} from '@arflow/domain/api/contracts';
import type { Access } from '@arflow/domain/permissions';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { KeyVault } from '../../platform/signing/key-vault.ts';
import { LocalCaSigner } from '../../platform/signing/local-ca-signer.ts';
import { decideContract } from './decide-contract.ts';
import { deleteContract } from './delete-contract.ts';
import { generateContract, generateLatestContract } from './generate-contract.ts';
import { requestContract, requestContractAgain } from './request-contract.ts';
import { signContract } from './sign-contract.ts';
import { uploadHardCopy } from './upload-hard-copy.ts';

type Audience = { access: Access; tags: string[] };
const A = {
  buyer: { access: CONTRACTS_ACCESS.buyer.act, tags: ['buyer-contracts'] },
  supplier: { access: CONTRACTS_ACCESS.supplier.act, tags: ['supplier-contracts'] },
  individual: { access: CONTRACTS_ACCESS.individual.act, tags: ['supplier-contracts'] },
  partner: { access: CONTRACTS_ACCESS.partner.act, tags: ['partner-contracts'] },
  any: { access: CONTRACTS_ACCESS.any.act, tags: ['contracts'] },
} satisfies Record<string, Audience>;

const supplierRequestQuery = z.strictObject({
  contract_type: z.enum(['DISCOUNT_CONTRACT', 'DEBT_PURCHASE_AGREEMENT']).default('DISCOUNT_CONTRACT'),
});
const generateQuery = z.strictObject({ domain: z.string().max(255).optional() });
const ok = { 200: contractResponse };
const signed = { 200: contractSignResponse };

/**
 * The contract lifecycle's steps (spec §4 actions; §7 calls of every audience, and the portal's
 * own /contracts/{id}/…). Duplicated spec paths go to the one use-case of their action.
 * Signing: a `sign-ca` call without `otp` e-mails the code, with it signs; `confirm-otp` and
 * `digital` sign (docs/decisions.md "Contract signing calls").
 */
export function contractActionRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock, config } = deps;
  const signer = new LocalCaSigner(db, new KeyVault(config.signingKeySecret));
  const ctx = (req: FastifyRequest) => requestContext(req, clock);
  const sign = (req: FastifyRequest, id: number, body: ContractSignBody) =>
    signContract({ db, signer, ctx: ctx(req), id, body });
  const decide = async (req: FastifyRequest, id: number, action: 'approve' | 'reject', reason?: string) => ({
    data: await decideContract({ db, ctx: ctx(req), id, action, reason }),
  });

  const request = (path: string, field: ContractClientField, a: Audience) =>
    app.post(
      path,
      {
        config: { access: a.access },
        schema: { tags: a.tags, body: contractRequestBody(field), response: ok },
      },
      async (req) => {
        const { contract_type, contract_method, lending_id } = req.body;
        return {
          data: await requestContract({
            db,
            ctx: ctx(req),
            entId: req.body[field],
            request: { contract_type, contract_method, lending_id },
          }),
        };
      },
    );
  const approve = (path: string, a: Audience, method: 'GET' | 'POST' = 'GET', params = contractIdParam) =>
    app.route({
      method,
      url: path,
      config: { access: a.access },
      schema: { tags: a.tags, params, response: ok },
      handler: (req) => decide(req, (req.params as { id: number }).id, 'approve'),
    });
  const rejectById = (path: string, a: Audience) =>
    app.post(
      path,
      { config: { access: a.access }, schema: { tags: a.tags, body: contractRejectBody, response: ok } },
      (req) => decide(req, req.body.contract_id, 'reject', req.body.reason),
    );
  const signCa = (
    path: string,
    a: Audience,
    body: typeof contractSignBody | typeof contractConfirmOtpBody,
    params: typeof contractIdParam | typeof lendingContractParam = contractIdParam,
  ) =>
    app.post(
      path,
      { config: { access: a.access }, schema: { tags: a.tags, params, body, response: signed } },
      (req) => sign(req, (req.params as { id: number }).id, req.body),
    );
  const upload = (path: string, a: Audience) =>
    app.post(
      path,
      {
        config: { access: a.access },
        schema: {
          tags: a.tags,
          summary: 'Upload the copy of a contract signed on paper',
          description:
            'multipart/form-data with one `file` part (pdf, png, jpg, jpeg by content; the file store’s document limits).',
          consumes: ['multipart/form-data'],
          params: contractIdParam,
          response: ok,
        },
      },
      async (req) => ({ data: await uploadHardCopy({ deps, req, ctx: ctx(req), id: req.params.id }) }),
    );
  const generateFor = (path: string, field: ContractClientField, a: Audience) =>
    app.post(
      path,
      {
        config: { access: a.access },
        schema: { tags: a.tags, params: companyParam(field), querystring: generateQuery, response: ok },
      },
      async (req) => ({
        data: await generateLatestContract({
          db,
          ctx: ctx(req),
          entId: (req.params as Record<string, number>)[field]!,
        }),
      }),
    );

  // The portal's own calls.
  request('/contracts', 'ent_id', A.any);
  app.post(
    '/contracts/:id/generate',
    { config: { access: A.any.access }, schema: { tags: A.any.tags, params: contractIdParam, response: ok } },
    async (req) => ({ data: await generateContract({ db, ctx: ctx(req), id: req.params.id }) }),
  );
  approve('/contracts/:id/approve', A.any, 'POST');
  app.post(
    '/contracts/:id/reject',
    {
      config: { access: A.any.access },
      schema: { tags: A.any.tags, params: contractIdParam, body: reasonBody, response: ok },
    },
    (req) => decide(req, req.params.id, 'reject', req.body.reason),
  );
  signCa('/contracts/:id/sign', A.any, contractSignBody);
  upload('/contracts/:id/upload', A.any);
  app.delete(
    '/contracts/:id',
    { config: { access: A.any.access }, schema: { tags: A.any.tags, params: contractIdParam } },
    async (req, reply) => {
      await deleteContract({ db, ctx: ctx(req), id: req.params.id });
      return reply.code(204).send();
    },
  );

  // Buyer, corporate and person (spec §7 "same set as buyer").
  for (const [prefix, field, a] of [
    ['/buyer', 'buyer_id', A.buyer],
    ['/corporate', 'corporate_id', A.partner],
    ['/person', 'person_id', A.partner],
  ] as const) {
    request(`${prefix}/contract/request`, field, a);
    approve(`${prefix}/contract/approve/:id`, a);
    rejectById(`${prefix}/contract/reject`, a);
    signCa(`${prefix}/:id/sign-ca`, a, contractSignBody);
    upload(`${prefix}/contracts/:id`, a);
  }
  signCa('/buyer/:id/confirm-otp', A.buyer, contractConfirmOtpBody);
  app.post(
    '/buyer/contract/sign-ca',
    {
      config: { access: A.buyer.access },
      schema: { tags: A.buyer.tags, body: contractSignByIdBody, response: signed },
    },
    (req) => sign(req, req.body.contract_id, req.body),
  );
  generateFor('/buyer/:buyer_id/generate-contract', 'buyer_id', A.buyer);

  // Supplier and individual supplier.
  app.post(
    '/supplier/contract/digital',
    {
      config: { access: A.supplier.access },
      schema: { tags: A.supplier.tags, body: contractSignByIdBody, response: signed },
    },
    (req) => sign(req, req.body.contract_id, req.body),
  );
  rejectById('/supplier/contract/reject', A.supplier);
  approve('/supplier/contract/approve:id', A.supplier);
  for (const [suffix, contract_method] of [
    ['request', 'digital'],
    ['requestupload', 'manual'],
  ] as const) {
    app.get(
      `/supplier/:sup_id/contracts/${suffix}`,
      {
        config: { access: A.supplier.access },
        schema: {
          tags: A.supplier.tags,
          params: companyParam('sup_id'),
          querystring: supplierRequestQuery,
          response: ok,
        },
      },
      async (req) => ({
        data: await requestContract({
          db,
          ctx: ctx(req),
          entId: (req.params as { sup_id: number }).sup_id,
          request: { contract_type: req.query.contract_type, contract_method },
        }),
      }),
    );
  }
  generateFor('/supplier/:sup_id/generate-contract', 'sup_id', A.supplier);
  signCa('/supplier/:id/contracts/sign-ca', A.supplier, contractSignBody);
  signCa('/individual/:id/contracts/confirm-otp', A.individual, contractConfirmOtpBody);

  // Partner.
  generateFor('/partner/:partner_id/generate-contract', 'partner_id', A.partner);
  approve('/partner/contract/:id/approve/:ca', A.partner, 'POST', partnerCaParam);
  app.post(
    '/partner/contract/:id/request/:ca',
    {
      config: { access: A.partner.access },
      schema: { tags: A.partner.tags, params: partnerCaParam, response: ok },
    },
    async (req) => ({ data: await requestContractAgain({ db, ctx: ctx(req), id: req.params.id }) }),
  );
  app.post(
    '/partner/contract/:id/reject',
    {
      config: { access: A.partner.access },
      schema: { tags: A.partner.tags, params: contractIdParam, body: reasonBody, response: ok },
    },
    (req) => decide(req, req.params.id, 'reject', req.body.reason),
  );
  app.delete(
    '/partner/contract/:id',
    { config: { access: A.partner.access }, schema: { tags: A.partner.tags, params: contractIdParam } },
    async (req, reply) => {
      await deleteContract({ db, ctx: ctx(req), id: req.params.id });
      return reply.code(204).send();
    },
  );
  signCa(
    '/partner/:partner_id/lending/:lending_id/contract/:id/confirm-otp',
    A.partner,
    contractConfirmOtpBody,
    lendingContractParam,
  );
}
