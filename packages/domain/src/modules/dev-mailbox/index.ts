import { defineDomainModule } from '../define.ts';
import { DEV_MAILBOX_SCREENS } from './screens.ts';

export const devMailboxDomain = defineDomainModule({
  name: 'dev-mailbox',
  screens: DEV_MAILBOX_SCREENS,
});
