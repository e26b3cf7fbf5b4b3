import { z } from 'zod';

/** How the portal signs in (GET /auth/sso): the password form, or the OpenID code flow with these. */
export const ssoConfigResponse = z.object({
  mode: z.enum(['password', 'oidc']),
  issuer: z.string(),
  client_id: z.string(),
  scope: z.string(),
});
export type SsoConfig = z.infer<typeof ssoConfigResponse>;

/** The provider's sign-in step, by the id it gave it. */
export const interactionParams = z.strictObject({ uid: z.string().regex(/^[\w-]{1,64}$/) });

/** Where the browser goes on once the sign-in step is done: back to the provider. */
export const interactionLoginResponse = z.object({ redirect_to: z.string() });

/** A rotation of the embedded provider's signing key: the new key's id and the ids now published (newest first). */
export const rotateKeysResponse = z.object({ kid: z.string(), published: z.array(z.string()) });
export type RotateKeysResponse = z.infer<typeof rotateKeysResponse>;
