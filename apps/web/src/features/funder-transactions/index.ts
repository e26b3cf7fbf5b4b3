import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

const LISTS = [
  'progress',
  'holding',
  'internal',
  'waiting-fun-confirm',
  'waiting-sup-confirm',
  'completed',
  'change',
  'reject',
] as const;

const list = () => import('./FunderListPage.tsx');
const detail = () => import('./FunderDetailPage.tsx');
const ar = () => import('./FunderArPage.tsx');

/**
 * Funder review (issue 10 part 4): the eight transaction lists with their detail and receivable
 * pages, the appraisal, the assessment items and the transaction summary. The ledger,
 * /fun/transactions/ar/… and /fun/history/ar are the receivables module's.
 */
export const funderTransactionsModule = defineWebModule({
  name: 'funder-transactions',
  owns: /^\/fun\/(transactions\/(progress|holding|internal|waiting-fun-confirm|waiting-sup-confirm|completed|change|reject)(\/.*)?|transactions\/expertise\/(:id\?|AssessmentItem)|history\/trans)$/,
  pages: [
    ...LISTS.flatMap((key) => [
      { screen: `/fun/transactions/${key}`, load: list },
      { screen: `/fun/transactions/${key}/:id`, load: detail },
      { screen: `/fun/transactions/${key}/ar/:id?`, load: ar },
    ]),
    { screen: '/fun/transactions/expertise/:id?', load: () => import('./ExpertisePage.tsx') },
    {
      screen: '/fun/transactions/expertise/AssessmentItem',
      load: () => import('./AssessmentItemPage.tsx'),
    },
    { screen: '/fun/history/trans', load: () => import('./HistoryTransPage.tsx') },
  ],
  texts: { ns: 'funderTransactions', ...MODULE_TEXTS.funderTransactions },
});
