import type { DomainModule } from '../define.ts';
import { DEV_MAILBOX_SCREENS } from './screens.ts';

export const devMailboxDomain: DomainModule = {
  screens: DEV_MAILBOX_SCREENS,
};
