import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/** Document storage (spec §2 document-storage and its views): the list and one document. */
export const custodyModule = defineWebModule({
  name: 'custody',
  owns: '/fun/document-storage',
  pages: [
    { screen: '/fun/document-storage', frame: 'portal', load: () => import('./CustodyListPage.tsx') },
    { screen: '/fun/document-storage/:id', frame: 'portal', load: () => import('./CustodyDetailPage.tsx') },
  ],
  texts: { ns: 'custody', ...MODULE_TEXTS.custody },
});
