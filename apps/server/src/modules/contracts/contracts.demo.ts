import type { ContractMethod } from '@arflow/domain/api/contracts';
import type { DocumentContractType } from '@arflow/domain/contract-documents';
import type { ContractAction } from '@arflow/domain/workflows/contract';
import { CONTRACT_WORKFLOW } from '@arflow/domain/workflows/contract';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { createSigningDocument } from '../signing/create-document.ts';
import { contracts } from './contracts.tables.ts';
import { contractNumber } from './generate-contract.ts';

interface DemoContract {
  client: string;
  type: DocumentContractType;
  method: ContractMethod;
  path: readonly ContractAction[];
  reason?: string;
}

/**
 * Contracts at each step of the lifecycle for the demo companies (SUP01's discount contract is
 * left for the signing journey: requested, approved and signed by hand or by the e2e test).
 */
const DEMO: DemoContract[] = [
  { client: 'SUP02', type: 'DISCOUNT_CONTRACT', method: 'digital', path: ['request', 'generate', 'approve'] },
  {
    client: 'SUP03',
    type: 'DEBT_PURCHASE_AGREEMENT',
    method: 'manual',
    path: ['request', 'generate', 'approve'],
  },
  { client: 'BUY01', type: 'COORDINATION_AGREEMENT', method: 'digital', path: ['request', 'generate'] },
  {
    client: 'BUY02',
    type: 'COORDINATION_AGREEMENT',
    method: 'digital',
    path: ['request', 'generate', 'reject'],
    reason: 'Thông tin người đại diện theo pháp luật chưa khớp với giấy ĐKDN',
  },
  { client: 'IND01', type: 'DISCOUNT_CONTRACT', method: 'digital', path: ['request'] },
  {
    client: 'PTN01',
    type: 'PARTNER_FUNDING_CONTRACT',
    method: 'digital',
    path: ['request', 'generate', 'approve'],
  },
  { client: 'PTN02', type: 'PARTNER_GUARANTEE_CONTRACT', method: 'manual', path: ['request'] },
];

/** Seeds the demo contracts through the workflow; the generated ones get their real PDF. */
export async function seedDemoContracts({ tx, now, enterpriseId, userId }: DemoWorld): Promise<void> {
  const platformId = enterpriseId('ARFLOW');
  const date = now.toISOString().slice(0, 10);
  const records = [];
  for (const [i, c] of DEMO.entries()) {
    const entId = enterpriseId(c.client);
    const generated = c.path.includes('generate');
    const number = generated ? contractNumber(c.type, entId, i + 1, date).replace('HD-', 'HD-DEMO-') : null;
    const documentId = number
      ? await createSigningDocument(tx, {
          platformId,
          clientId: entId,
          type: c.type,
          number,
          date,
          terms: { limit: 5_000_000_000, rate: 9.5, term_months: 12 },
          now,
          inLifecycle: c.method === 'digital',
        })
      : null;
    records.push({
      values: {
        ent_id: entId,
        contract_type: c.type,
        contract_method: c.method,
        number,
        document_id: documentId,
        contract_date: generated ? date : null,
        reason: c.reason ?? null,
      },
      path: c.path,
      byWhen: true,
    });
  }
  await seedThroughWorkflow(tx, {
    table: contracts,
    workflow: CONTRACT_WORKFLOW,
    by: userId('master'),
    now,
    records,
  });
}
