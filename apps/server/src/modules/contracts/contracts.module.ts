import { CONTRACT_TYPES_BY_CLIENT, type ContractMethod } from '@arflow/domain/api/contracts';
import type { SignPlace } from '@arflow/domain/contract-documents';
import type { ContractStatus } from '@arflow/domain/statuses/contract';
import type { DbOrTx } from '../../platform/db/client.ts';
import { generateContractPdf } from '../../platform/documents/generate-contract.ts';
import { TINY_PDF } from '../../platform/files/samples.ts';
import { defineModule, type ScopingFixture, unscopedAll } from '../../platform/modules/module.ts';
import { companyType, createCompany } from '../enterprises/index.ts';
import { CERTIFICATE_UNSCOPED } from '../signing/signing.module.ts';
import { signingDocuments } from '../signing/signing.tables.ts';
import { contractActionRoutes } from './contract-actions.routes.ts';
import { seedDemoContracts } from './contracts.demo.ts';
import { contractReadRoutes } from './contracts.routes.ts';
import { contracts } from './contracts.tables.ts';

let seq = 0;
let fixturePdf: Promise<{ pdf: Uint8Array; sign_places: SignPlace[] }> | undefined;

/**
 * A generated contract (status 1 unless told, with a real PDF) of a client company: the owner
 * itself, or, for funder staff, a new supplier. The PDF is made once per process: the scoping
 * matrix makes hundreds of these records, and what it checks is the scope, not the document.
 */
export async function contractFixture(
  db: DbOrTx,
  ownerId: number,
  /** `tiny`: a minimal PDF, for the scoping matrix's hundreds of records (nothing signs them). */
  o: { status?: ContractStatus; method?: ContractMethod; pdf?: 'contract' | 'tiny' } = {},
): Promise<{ id: number; entId: number }> {
  const type = await companyType(db, ownerId);
  const entId = type === 'FUNDER' || type === undefined ? await createCompany(db, 'SUPPLIER') : ownerId;
  const contractType = CONTRACT_TYPES_BY_CLIENT[(await companyType(db, entId))!][0]!;
  const now = new Date();
  seq += 1;
  const method = o.method ?? 'digital';
  const number = `HD-FIX-${process.pid}-${seq}`;
  fixturePdf ??= generateContractPdf({
    type: 'DISCOUNT_CONTRACT',
    number: 'HD-FIX',
    date: '2026-03-02',
    platform: FIXTURE_PARTY,
    client: FIXTURE_PARTY,
  });
  const { pdf, sign_places } = o.pdf === 'tiny' ? { pdf: TINY_PDF, sign_places: [] } : await fixturePdf;
  const [doc] = await db
    .insert(signingDocuments)
    .values({
      ent_id: entId,
      contract_type: contractType,
      number,
      file_name: `${contractType}_${number}.pdf`,
      pdf: Buffer.from(pdf),
      sign_places,
      // The document's turn as the contract's status says (4: the client's; 5: nobody's).
      next_party: o.status === 4 ? 'CLIENT' : o.status === 5 ? null : 'PLATFORM',
      in_lifecycle: method === 'digital',
      created_at: now,
      updated_at: now,
    })
    .returning({ id: signingDocuments.id });
  const [row] = await db
    .insert(contracts)
    .values({
      ent_id: entId,
      contract_type: contractType,
      contract_method: method,
      status: o.status ?? 1,
      number,
      document_id: doc!.id,
      contract_date: '2026-03-02',
      created_at: now,
      updated_at: now,
    })
    .returning({ id: contracts.id });
  return { id: row!.id, entId };
}

const FIXTURE_PARTY = {
  name: 'Công ty kiểm thử',
  mst: '0101234567',
  address: 'Hà Nội',
  legal_represent: 'Nguyễn Văn A',
  tel_no: '0241234567',
  email: 'kiemthu@vidu.vn',
};

/**
 * The scoping matrix's contract: the owner's (or, for funder staff, a new supplier's). Its
 * company answers every name the bodies give a client (`ent_id`, `buyer_id`, `corporate_id`…).
 */
const contractScoping: ScopingFixture = {
  async record(db, ownerId) {
    const { id, entId } = await contractFixture(db, ownerId, { pdf: 'tiny' });
    const company = String(entId);
    return {
      id: String(id),
      contract_id: String(id),
      ent_id: company,
      buyer_id: company,
      sup_id: company,
      partner_id: company,
      corporate_id: company,
      person_id: company,
      lending_id: '1',
    };
  },
  body(route) {
    if (route.endsWith('/contract/reject')) return { reason: 'Điều khoản chưa đúng' };
    // The certificate is not tried (unscoped): any id lets the call reach the contract.
    if (route.endsWith('/contract/sign-ca') || route.endsWith('/contract/digital'))
      return { certificate_id: 1 };
    if (route.endsWith('/contract/request') || route === 'POST /api/contracts')
      return { contract_type: CONTRACT_TYPES_BY_CLIENT.BUYER[0] };
    return undefined;
  },
};

/** Reading contracts: detail, file, lists, latest and history of every audience. */
export const contractsModule = defineModule({
  name: 'contracts',
  routes: contractReadRoutes,
  seedDemo: seedDemoContracts,
  scoping: contractScoping,
});

/**
 * The lifecycle's steps, apart so the scoping matrix can state why it does not run them: each
 * finds the contract (or the company) exactly as the reads do (contractRow / clientCompany in
 * the caller's scope), but succeeds only in the right status, for the workflow's roles, with a
 * reason, a file, the right to sign or an OTP, which one fixture cannot give every persona.
 * contracts.int.test.ts covers their refusals, another company's contract included.
 */
const SCOPED =
  'same company scope as GET /api/contracts/:id (contractRow, clientCompany); success needs the workflow’s status, role and input: contracts.int.test.ts';
const LENDING =
  'names the lending company, the funder every client contracts with, not another company’s record';
export const contractActionsModule = defineModule({
  name: 'contract-actions',
  routes: contractActionRoutes,
  scoping: contractScoping,
  unscoped: {
    ...unscopedAll(
      [
        'POST /api/contracts',
        ...['buyer', 'corporate', 'person'].map((p) => `POST /api/${p}/contract/request`),
      ].map((route) => `${route} lending_id`),
      LENDING,
    ),
    ...unscopedAll(
      ['POST /api/buyer/contract/sign-ca', 'POST /api/supplier/contract/digital'].map(
        (route) => `${route} certificate_id`,
      ),
      CERTIFICATE_UNSCOPED,
    ),
    ...unscopedAll(
      [
        'POST /api/contracts/:id/generate',
        'POST /api/contracts/:id/approve',
        'POST /api/contracts/:id/reject',
        'POST /api/contracts/:id/sign',
        'POST /api/contracts/:id/upload',
        'DELETE /api/contracts/:id',
        ...['buyer', 'corporate', 'person'].flatMap((p) => [
          `GET /api/${p}/contract/approve/:id`,
          `POST /api/${p}/:id/sign-ca`,
          `POST /api/${p}/contracts/:id`,
        ]),
        'POST /api/buyer/:id/confirm-otp',
        'POST /api/buyer/:buyer_id/generate-contract',
        'GET /api/supplier/contract/approve:id',
        'GET /api/supplier/:sup_id/contracts/request',
        'GET /api/supplier/:sup_id/contracts/requestupload',
        'POST /api/supplier/:sup_id/generate-contract',
        'POST /api/supplier/:id/contracts/sign-ca',
        'POST /api/individual/:id/contracts/confirm-otp',
        'POST /api/partner/:partner_id/generate-contract',
        'POST /api/partner/contract/:id/approve/:ca',
        'POST /api/partner/contract/:id/request/:ca',
        'POST /api/partner/contract/:id/reject',
        'DELETE /api/partner/contract/:id',
        'POST /api/partner/:partner_id/lending/:lending_id/contract/:id/confirm-otp',
      ],
      SCOPED,
    ),
  },
});
