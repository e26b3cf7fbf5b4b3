/**
 * The sign-in form's checks: the server's own schema (zod) and the translated messages. A chunk of
 * its own, fetched when the user first types or submits, so zod stays out of the sign-in page's
 * first load (docs/architecture.md, "First-load budget").
 */
export { loginRequest } from '@arflow/domain/api/auth';
export { fieldErrors, parseForm } from '../../shared/forms/zod-form.ts';
