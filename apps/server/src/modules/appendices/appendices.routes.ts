import { APPENDICES_ACCESS } from '@arflow/domain/access/appendices';
import {
  APPENDIX_COLUMNS,
  type AppendixDetail,
  appendixDetailResponse,
  appendixFileResponse,
  appendixGenerateBody,
  appendixListBody,
  appendixListResponse,
  appendixOtpResponse,
  appendixParams,
  appendixPartnerListBody,
  appendixPartnerListResponse,
  appendixRejectBody,
  appendixRequestBody,
  appendixSignCaBody,
  appendixSignOtpBody,
  commissionSetupBody,
  partnerAppendixListBody,
  referredListResponse,
} from '@arflow/domain/api/appendices';
import type { Access } from '@arflow/domain/permissions';
import type { z } from 'zod';
import { type RequestContext, requestContext, requireActor } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { KeyVault } from '../../platform/signing/key-vault.ts';
import { LocalCaSigner } from '../../platform/signing/local-ca-signer.ts';
import { findAppendix, loadAppendixDetail, referredOf } from './appendix.query.ts';
import { appendixFile } from './appendix-file.ts';
import { confirmAppendix, rejectAppendix } from './decide-appendix.ts';
import { findAppendices, findAppendixPartners } from './find-appendices.ts';
import { generateAppendix } from './generate-appendix.ts';
import { requestAppendix } from './request-appendix.ts';
import { setupCommission } from './setup-commission.ts';
import { requestAppendixOtp, signAppendix } from './sign-appendix.ts';
import { uploadHardCopy } from './upload-hard-copy.ts';

const tags = ['appendices'];
const A = APPENDICES_ACCESS;

/**
 * Referral appendices (spec §7 Partner: /partner/ref_appendix/*, and the referral-coordination
 * list). Where the spec's path has `{id}`, it is the partner for request and appendixes, the
 * appendix otherwise (docs/decisions.md "Appendices"); reject and confirm are ours: the spec
 * lists no call for those workflow steps. Three groups, as the scoping matrix exercises them.
 */

/** The lists and the reads of one appendix (`{id}` an appendix). */
export function appendixReadRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const detail = { 200: appendixDetailResponse };
  app.post(
    '/referral-coordination/program-config/list-referral-appendix',
    {
      config: { access: A.read, list: { columns: APPENDIX_COLUMNS, file: 'phu-luc-gioi-thieu' } },
      schema: { tags, body: appendixListBody, response: { 200: appendixListResponse } },
    },
    (req) => findAppendices({ db, actor: requireActor(requestContext(req, clock)), body: req.body }),
  );
  app.post(
    '/partner/ref_appendix/list_partner',
    {
      config: { access: A.partners },
      schema: { tags, body: appendixPartnerListBody, response: { 200: appendixPartnerListResponse } },
    },
    (req) => findAppendixPartners({ db, body: req.body }),
  );
  app.get(
    '/partner/ref_appendix/:id',
    { config: { access: A.read }, schema: { tags, params: appendixParams, response: detail } },
    async (req) => ({
      data: await loadAppendixDetail(db, requireActor(requestContext(req, clock)), req.params.id),
    }),
  );
  app.post(
    '/partner/ref_appendix/:id/details',
    {
      config: { access: A.read },
      schema: { tags, params: appendixParams, response: { 200: appendixFileResponse } },
    },
    (req) => appendixFile({ db, ctx: requestContext(req, clock), id: req.params.id }),
  );
  app.post(
    '/partner/ref_appendix/:id/ref_partners',
    {
      config: { access: A.read },
      schema: { tags, params: appendixParams, response: { 200: referredListResponse } },
    },
    async (req) => ({
      data: await referredOf(
        db,
        await findAppendix(db, requireActor(requestContext(req, clock)), req.params.id),
      ),
    }),
  );
}

/** The calls on a partner's appendices (`{id}` the partner). */
export function appendixPartnerRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const detail = { 200: appendixDetailResponse };
  app.post(
    '/partner/ref_appendix/:id/appendixes',
    {
      config: { access: A.read, list: { columns: APPENDIX_COLUMNS, file: 'phu-luc-doi-tac' } },
      schema: {
        tags,
        params: appendixParams,
        body: partnerAppendixListBody,
        response: { 200: appendixListResponse },
      },
    },
    (req) =>
      findAppendices({
        db,
        actor: requireActor(requestContext(req, clock)),
        body: req.body,
        partnerId: req.params.id,
      }),
  );
  app.post(
    '/partner/ref_appendix/:id/request',
    {
      config: { access: A.request },
      schema: { tags, params: appendixParams, body: appendixRequestBody, response: detail },
    },
    async (req) => ({
      data: await requestAppendix({
        db,
        ctx: requestContext(req, clock),
        partnerId: req.params.id,
        body: req.body,
      }),
    }),
  );
}

/** The workflow steps of one appendix, and its e-signature through the signing machinery. */
export function appendixActionRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock, config } = deps;
  const signer = new LocalCaSigner(db, new KeyVault(config.signingKeySecret));
  const detail = { 200: appendixDetailResponse };
  /** A workflow step of one appendix: `POST /partner/ref_appendix/:id/<step>`, answering the appendix. */
  const step = <B extends z.ZodType>(
    path: string,
    access: Access,
    body: B | undefined,
    run: (o: { ctx: RequestContext; id: number; body: z.infer<B> }) => Promise<AppendixDetail>,
  ) =>
    app.post(
      `/partner/ref_appendix/:id/${path}`,
      {
        config: { access },
        schema: { tags, params: appendixParams, ...(body && { body }), response: detail },
      },
      async (req) => ({
        data: await run({ ctx: requestContext(req, clock), id: req.params.id, body: req.body as z.infer<B> }),
      }),
    );
  step('generate-appendix', A.generate, appendixGenerateBody, ({ ctx, id, body }) =>
    generateAppendix({ db, ctx, id, method: body.contract_method }),
  );
  app.post(
    '/partner/ref_appendix/:id/upload',
    {
      config: { access: A.upload },
      schema: {
        tags,
        params: appendixParams,
        description:
          'multipart/form-data: one `file` part, the hard copy signed by both sides (pdf, png, jpg, jpeg, gif by content).',
        consumes: ['multipart/form-data'],
        response: detail,
      },
    },
    async (req) => ({
      data: await uploadHardCopy({ deps, req, ctx: requestContext(req, clock), id: req.params.id }),
    }),
  );
  step('reject', A.reject, appendixRejectBody, ({ ctx, id, body }) =>
    rejectAppendix({ db, ctx, id, reason: body.reason }),
  );
  step('confirm', A.confirm, undefined, ({ ctx, id }) => confirmAppendix({ db, ctx, id }));
  step('commission_setup', A.commission, commissionSetupBody, ({ ctx, id, body }) =>
    setupCommission({ db, ctx, id, body }),
  );
  app.post(
    '/partner/ref_appendix/sign_ca',
    {
      config: { access: A.sign },
      schema: { tags, body: appendixSignCaBody, response: { 200: appendixOtpResponse } },
    },
    (req) =>
      requestAppendixOtp({
        db,
        ctx: requestContext(req, clock),
        id: req.body.id,
        certificateId: req.body.certificate_id,
      }),
  );
  app.post(
    '/partner/ref_appendix/sign_ca_otp',
    { config: { access: A.sign }, schema: { tags, body: appendixSignOtpBody, response: detail } },
    async (req) => ({
      data: await signAppendix({
        db,
        signer,
        ctx: requestContext(req, clock),
        id: req.body.id,
        certificateId: req.body.certificate_id,
        otp: req.body.otp,
      }),
    }),
  );
}
