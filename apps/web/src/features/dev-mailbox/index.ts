import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/** The development mailbox: every e-mail the demo world's server queued (not in the spec). */
export const devMailboxModule = defineWebModule({
  name: 'dev-mailbox',
  owns: '/dev/mailbox',
  pages: [{ screen: '/dev/mailbox', frame: 'portal', load: () => import('./DevMailboxPage.tsx') }],
  texts: { ns: 'devMailbox', ...MODULE_TEXTS.devMailbox },
});
