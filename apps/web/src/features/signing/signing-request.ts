import { useSyncExternalStore } from 'react';

/**
 * Which document the signing modal is open for: any page asks with `openSigning(id)`, the
 * default layout's SigningHost shows the modal. Plain state, so the layout pays nothing until a
 * signature is asked for (the modal itself is a lazy chunk).
 */
let current: { id: number; onSigned?: () => void } | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function openSigning(id: number, onSigned?: () => void): void {
  current = onSigned ? { id, onSigned } : { id };
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
