import { LEGAL_RECORD_KINDS } from '@arflow/domain/api/legal-records';
import type { DbOrTx } from '../../platform/db/client.ts';
import { TINY_PDF } from '../../platform/files/samples.ts';
import type { ModuleDeps } from '../../platform/http/types.ts';
import { defineModule, type ScopingFixture } from '../../platform/modules/module.ts';
import { ownOrNewCompany } from '../enterprises/index.ts';
import { seedDemoLegalRecords, storeLegalRecord } from './legal-records.demo.ts';
import {
  BUYER_LEGAL_RECORDS,
  type LegalRecordArea,
  legalRecordRoutes,
  PARTNER_LEGAL_RECORDS,
  SUPPLIER_LEGAL_RECORDS,
} from './legal-records.routes.ts';
import { partnerFormListRoutes } from './partner-form-lists.ts';

/**
 * The scoping matrix's record: a legal record (with its stored file) of a company of the area's
 * kind, the owner itself when it is one, else a new company ("another company's" for funder staff).
 */
function scoping(area: LegalRecordArea): ScopingFixture {
  return {
    async record(db: DbOrTx, ownerId: number, deps: ModuleDeps) {
      const entId = await ownOrNewCompany(db, ownerId, area.types);
      const id = await storeLegalRecord(db, deps.files, {
        ent_id: entId,
        doc_type: 'ERC',
        name: 'Giấy chứng nhận ĐKDN.pdf',
        content: TINY_PDF,
        contentType: 'application/pdf',
      });
      return { id: String(id), [LEGAL_RECORD_KINDS[area.kind]]: String(entId) };
    },
    body(route) {
      if (route.endsWith('/decision')) return { action: 'approve' };
      return undefined;
    },
  };
}

/** Buyers' legal records (spec §7 Buyer: legal-records upload and list). */
export const buyerLegalRecordsModule = defineModule({
  name: 'buyer-legal-records',
  routes: (app, deps) => legalRecordRoutes(app, deps, BUYER_LEGAL_RECORDS),
  scoping: scoping(BUYER_LEGAL_RECORDS),
});

/** Suppliers' legal records (spec §7 Supplier management), and the demo records of both kinds. */
export const supplierLegalRecordsModule = defineModule({
  name: 'supplier-legal-records',
  routes: (app, deps) => legalRecordRoutes(app, deps, SUPPLIER_LEGAL_RECORDS),
  seedDemo: seedDemoLegalRecords,
  scoping: scoping(SUPPLIER_LEGAL_RECORDS),
});

/** Partners' legal records: the papers the pipeline's "submit for appraisal" step hands in. */
export const partnerLegalRecordsModule = defineModule({
  name: 'partner-legal-records',
  routes: (app, deps) => {
    legalRecordRoutes(app, deps, PARTNER_LEGAL_RECORDS);
    partnerFormListRoutes(app, deps);
  },
  scoping: scoping(PARTNER_LEGAL_RECORDS),
});
