import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { defineWebModule } from '../../shared/module/web-module.ts';

const contracts = () => import('./ContractsPage.tsx');

/**
 * Contracts to sign and download (spec §2 manage-contract / contract-management) and the
 * contract-signing modal of the default layout (SigningHost), with the certificate selector.
 */
export const signingModule = defineWebModule({
  name: 'signing',
  owns: /^\/(sup|indsup|buy)\/manage-contract$|^\/partner\/contract-management$/,
  pages: [
    { screen: '/sup/manage-contract', load: contracts },
    { screen: '/indsup/manage-contract', load: contracts },
    { screen: '/buy/manage-contract', load: contracts },
    { screen: '/partner/contract-management', load: contracts },
  ],
  texts: { ns: 'signing', ...MODULE_TEXTS.signing },
});
