import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

/** The sample module's pages and texts (public screens shown in the portal frame). */
export const sampleModule = defineWebModule({
  name: 'sample',
  owns: '/sample',
  pages: [
    { screen: '/sample', frame: 'portal', load: () => import('./SampleListPage.tsx') },
    { screen: '/sample/add', frame: 'portal', load: () => import('./SampleAddPage.tsx') },
    { screen: '/sample/:id', frame: 'portal', load: () => import('./SampleDetailPage.tsx') },
  ],
  texts: { ns: 'sample', ...MODULE_TEXTS.sample },
});
