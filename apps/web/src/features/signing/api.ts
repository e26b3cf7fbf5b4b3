import {
  type SigningSignRequest,
  signingCertificatesResponse,
  signingDocumentListResponse,
  signingDocumentResponse,
  signingFileResponse,
  signingOtpResponse,
} from '@arflow/domain/api/signing';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/client.ts';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation.ts';

const keys = { all: ['signing'] as const };

export function useSigningDocuments() {
  return useQuery({
    queryKey: [...keys.all, 'list'],
    queryFn: ({ signal }) => call('/signing/documents', { signal, schema: signingDocumentListResponse }),
  });
}

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

export function useRequestOtp(id: number) {
  return useRefreshingMutation(keys.all, (certificate_id: number) =>
    call(`/signing/documents/${id}/otp`, {
      method: 'POST',
      body: { certificate_id },
      schema: signingOtpResponse,
    }),
  );
}

export function useSign(id: number) {
  return useRefreshingMutation(keys.all, (body: SigningSignRequest) =>
    call(`/signing/documents/${id}/sign`, { method: 'POST', body, schema: signingDocumentResponse }),
  );
}

/** GET /signing/documents/{id}/file: saved only with the spec's success message (§7). */
export async function downloadSigned(id: number): Promise<void> {
  const res = await call(`/signing/documents/${id}/file`, { schema: signingFileResponse });
  const { file, file_name, content_type } = res.data.file_info;
  const bytes = Uint8Array.from(atob(file), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: content_type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file_name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
