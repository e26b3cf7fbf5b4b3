import { contractSignResponse } from '@arflow/domain/api/contracts';
import {
  type SigningSignRequest,
  signingCertificatesResponse,
  signingDocumentResponse,
  signingFileResponse,
  signingOtpResponse,
} from '@arflow/domain/api/signing';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { saveFileInfo } from '../../shared/api/upload.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';

const keys = { all: ['signing'] as const };

export function useSigningDocument(id: number) {
  return useQuery({
    queryKey: [...keys.all, 'doc', id],
    queryFn: ({ signal }) => call(`/signing/documents/${id}`, { signal, schema: signingDocumentResponse }),
  });
}

export function useMyCertificates() {
  return useQuery({
    queryKey: [...keys.all, 'certificates'],
    queryFn: ({ signal }) => call('/signing/certificates', { signal, schema: signingCertificatesResponse }),
  });
}

/**
 * The two steps of a signature. A contract's document is signed through its contract
 * (POST /contracts/{id}/sign, which moves the contract with the signature); another document
 * through the signing calls.
 */
export function useRequestOtp(id: number, contractId?: number) {
  return useRefreshingMutation(keys.all, async (certificate_id: number) => {
    if (contractId === undefined) {
      return call(`/signing/documents/${id}/otp`, {
        method: 'POST',
        body: { certificate_id },
        schema: signingOtpResponse,
      });
    }
    const res = await call(`/contracts/${contractId}/sign`, {
      method: 'POST',
      body: { certificate_id },
      schema: contractSignResponse,
    });
    return { data: res.otp! };
  });
}

export function useSign(id: number, contractId?: number) {
  return useRefreshingMutation(
    keys.all,
    async (body: SigningSignRequest): Promise<unknown> =>
      contractId === undefined
        ? call(`/signing/documents/${id}/sign`, { method: 'POST', body, schema: signingDocumentResponse })
        : call(`/contracts/${contractId}/sign`, { method: 'POST', body, schema: contractSignResponse }),
  );
}

/** GET /signing/documents/{id}/file: the signed PDF, saved with the spec's success message (§7). */
export async function downloadSigned(id: number): Promise<void> {
  const res = await call(`/signing/documents/${id}/file`, { schema: signingFileResponse });
  saveFileInfo(res.data.file_info);
}
