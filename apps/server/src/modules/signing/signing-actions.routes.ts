import { SIGNING_ACCESS } from '@arflow/domain/access/signing';
import {
  signingDocumentParams,
  signingDocumentResponse,
  signingOtpRequest,
  signingOtpResponse,
  signingSignRequest,
} from '@arflow/domain/api/signing';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { KeyVault } from '../../platform/signing/key-vault.ts';
import { LocalCaSigner } from '../../platform/signing/local-ca-signer.ts';
import { requestSignOtp } from './request-sign-otp.ts';
import { signDocument } from './sign-document.ts';

const tags = ['signing'];

/** The two steps of a signature: the OTP by e-mail, then the signature with it. */
export function signingActionRoutes(app: ZodApp, { db, clock, config }: ModuleDeps): void {
  const signer = new LocalCaSigner(db, new KeyVault(config.signingKeySecret));
  const use = { access: SIGNING_ACCESS.use };

  app.post(
    '/signing/documents/:id/otp',
    {
      config: use,
      schema: {
        tags,
        params: signingDocumentParams,
        body: signingOtpRequest,
        response: { 200: signingOtpResponse },
      },
    },
    (req) =>
      requestSignOtp({
        db,
        ctx: requestContext(req, clock),
        id: req.params.id,
        certificateId: req.body.certificate_id,
      }),
  );
  app.post(
    '/signing/documents/:id/sign',
    {
      config: use,
      schema: {
        tags,
        params: signingDocumentParams,
        body: signingSignRequest,
        response: { 200: signingDocumentResponse },
      },
    },
    (req) => signDocument({ db, signer, ctx: requestContext(req, clock), id: req.params.id, body: req.body }),
  );
}
