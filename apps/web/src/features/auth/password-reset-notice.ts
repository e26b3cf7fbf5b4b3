/**
 * The router state the reset page leaves on its way to sign-in, so the sign-in page says the new
 * password is set (in the sign-in page's own namespace, read without loading the forgot module).
 */
export const PASSWORD_RESET_STATE = { passwordReset: true } as const;

export function isPasswordResetState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { passwordReset?: unknown }).passwordReset === true
  );
}
