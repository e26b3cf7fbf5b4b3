import { authModule } from './auth/index.ts';
import { devMailboxModule } from './dev-mailbox/index.ts';
import { forgotModule } from './forgot/index.ts';
import { joinModule } from './join/index.ts';
import { sampleModule } from './sample/index.ts';
import { ssoModule } from './sso/index.ts';

/**
 * The modules that own public screens (sign-in, the public sample, registration): the router
 * needs their pages at start, so their manifests are in the portal's entry chunk. Every other
 * module's manifest loads with the first portal page, so the sign-in page's first load does not
 * grow with each module (docs/architecture.md, "First-load budget"). A module with a public page
 * must be listed here as well as in index.ts: pages.test.ts fails otherwise.
 */
export const PUBLIC_MODULES = [
  authModule,
  sampleModule,
  joinModule,
  forgotModule,
  devMailboxModule,
  ssoModule,
] as const;
