import { DEV_MAILBOX_ACCESS } from '../../access/dev-mailbox.ts';
import { defineDomainModule } from '../define.ts';
import { DEV_MAILBOX_SCREENS } from './screens.ts';

export const devMailboxDomain = defineDomainModule({
  name: 'dev-mailbox',
  access: [DEV_MAILBOX_ACCESS],
  screens: DEV_MAILBOX_SCREENS,
});
