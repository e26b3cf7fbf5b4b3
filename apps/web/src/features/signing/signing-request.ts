import { useSyncExternalStore } from 'react';

/**
 * Which document the signing modal is open for: any page asks with `openSigning(id, …)`, the
 * default layout's SigningHost shows the modal. Plain state, so the layout pays nothing until a
 * signature is asked for (the modal itself is a lazy chunk).
 */
let current: { id: number; contractId?: number; onSigned?: () => void } | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** `contractId`: the document is a contract's, signed through the contract's own call. */
export function openSigning(id: number, onSigned?: () => void, contractId?: number): void {
  current = { id, ...(onSigned ? { onSigned } : {}), ...(contractId === undefined ? {} : { contractId }) };
  emit();
}
export function closeSigning(): void {
  current = null;
  emit();
}
export function useSigningRequest() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
