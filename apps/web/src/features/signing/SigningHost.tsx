import { lazy, Suspense } from 'react';
import { useSigningRequest } from './signing-request.ts';

const SigningModal = lazy(() => import('./SigningModal.tsx'));

/** The default layout's contract-signing modal (spec §2), loaded the first time one opens. */
export function SigningHost() {
  const request = useSigningRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <SigningModal
        key={request.id}
        documentId={request.id}
        contractId={request.contractId}
        onSigned={request.onSigned}
      />
    </Suspense>
  );
}
