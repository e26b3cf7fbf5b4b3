import { SIGNING_ACCESS } from '@arflow/domain/access/signing';
import {
  signingCertificatesResponse,
  signingDocumentListResponse,
  signingDocumentParams,
  signingDocumentResponse,
  signingFileResponse,
} from '@arflow/domain/api/signing';
import { requestContext, requireActor } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { KeyVault } from '../../platform/signing/key-vault.ts';
import { documentFile, documentView, findDocument } from './document.query.ts';
import { findDocuments } from './find-documents.ts';
import { myCertificates } from './my-certificates.ts';
import { signerOf } from './signer-of.ts';

const tags = ['signing'];

/** The signing calls the portal's signing modal makes (designed: the spec's use a CA browser plug-in). */
export function signingRoutes(app: ZodApp, { db, clock, config }: ModuleDeps): void {
  const vault = new KeyVault(config.signingKeySecret);
  const use = { access: SIGNING_ACCESS.use };

  app.get(
    '/signing/certificates',
    { config: use, schema: { tags, response: { 200: signingCertificatesResponse } } },
    (req) => myCertificates({ db, vault, ctx: requestContext(req, clock) }),
  );
  app.get(
    '/signing/documents',
    { config: use, schema: { tags, response: { 200: signingDocumentListResponse } } },
    (req) => findDocuments({ db, ctx: requestContext(req, clock) }),
  );
  app.get(
    '/signing/documents/:id',
    {
      config: use,
      schema: { tags, params: signingDocumentParams, response: { 200: signingDocumentResponse } },
    },
    async (req) => {
      const actor = requireActor(requestContext(req, clock));
      const doc = await findDocument(db, actor, req.params.id);
      return { data: await documentView(db, doc, await signerOf(db, actor)) };
    },
  );
  app.get(
    '/signing/documents/:id/file',
    { config: use, schema: { tags, params: signingDocumentParams, response: { 200: signingFileResponse } } },
    async (req) => {
      const doc = await findDocument(db, requireActor(requestContext(req, clock)), req.params.id);
      return documentFile(doc);
    },
  );
}
