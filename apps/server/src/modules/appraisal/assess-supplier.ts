import {
  type AssessmentItem,
  type AssessmentResponse,
  ASSESSMENT_REQUIRED_FIELDS as REQUIRED_FIELDS,
} from '@arflow/domain/api/appraisal';
import { INDIVIDUAL_ENT_TYPES } from '@arflow/domain/ent-types';
import type { EnterpriseCode } from '@arflow/domain/enterprises';
import { REQUIRED_LEGAL_DOCS } from '@arflow/domain/statuses/legal-record';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error.ts';
import type { Read } from '../../platform/http/context.ts';
import { enterpriseBanks, enterpriseLegalRecords as records } from '../enterprises/company.tables.ts';
import { INDIVIDUAL_TYPES } from '../enterprises/index.ts';
import { loadSupplier } from '../suppliers/supplier.query.ts';

/**
 * The AssessmentItem view of a supplier (funder screen supplier/AssessmentItem): what the credit
 * appraisal checks before it decides, each item passed, failed or waiting. Registration details;
 * each required legal record (approved: pass; uploaded, not yet judged: waiting; missing or only
 * rejected: fail); an individual's eKYC; the designated bank account. A supplier the caller may
 * not see, or a company that is not a supplier, is 404.
 */
export async function assessSupplier(opts: Read<{ id: number }>): Promise<AssessmentResponse> {
  const { db, actor, id } = opts;
  const supplier = await loadSupplier(db, actor, id);
  if (!supplier) throw new AppError('NOT_FOUND');
  const individual =
    (INDIVIDUAL_TYPES as readonly string[]).includes(supplier.type) ||
    (supplier.ent_type !== null && (INDIVIDUAL_ENT_TYPES as readonly number[]).includes(supplier.ent_type));
  const kind = individual ? 'individual' : 'corporate';
  const [papers, designated] = await Promise.all([
    db
      .select({ id: records.id, doc_type: records.doc_type, status: records.status, reason: records.reason })
      .from(records)
      .where(and(eq(records.ent_id, id), inArray(records.status, ['PENDING', 'APPROVED', 'REJECTED'])))
      .orderBy(desc(records.id)),
    db
      .select({ id: enterpriseBanks.id })
      .from(enterpriseBanks)
      .where(and(eq(enterpriseBanks.ent_id, id), eq(enterpriseBanks.designated, true))),
  ]);

  const item = (o: Partial<AssessmentItem> & Pick<AssessmentItem, 'code' | 'result'>): AssessmentItem => ({
    doc_type: null,
    missing: [],
    record_ids: [],
    ...o,
  });
  const values = supplier as unknown as Record<string, unknown>;
  const empty = REQUIRED_FIELDS[kind].filter(
    (f) => values[f] === null || values[f] === undefined || values[f] === '',
  );
  const items: AssessmentItem[] = [
    item({ code: 'REGISTRATION', result: empty.length === 0 ? 'PASS' : 'FAIL', missing: [...empty] }),
  ];
  for (const docType of REQUIRED_LEGAL_DOCS[kind]) {
    const mine = papers.filter((p) => p.doc_type === docType);
    const approved = mine.filter((p) => p.status === 'APPROVED');
    const waiting = mine.filter((p) => p.status === 'PENDING');
    const rejected = mine.filter((p) => p.status === 'REJECTED');
    items.push(
      item({
        code: 'LEGAL_RECORD',
        doc_type: docType,
        result: approved.length > 0 ? 'PASS' : waiting.length > 0 ? 'PENDING' : 'FAIL',
        missing:
          approved.length + waiting.length === 0 ? rejected.flatMap((p) => (p.reason ? [p.reason] : [])) : [],
        record_ids: [...approved, ...waiting, ...rejected].map((p) => p.id),
      }),
    );
  }
  if (individual) {
    const ekyc = supplier.ekyc_status;
    items.push(
      item({
        code: 'EKYC',
        result: ekyc === 'VERIFIED' ? 'PASS' : ekyc === 'REJECTED' || ekyc === null ? 'FAIL' : 'PENDING',
        missing: ekyc === 'VERIFIED' ? [] : [ekyc ?? 'NONE'],
      }),
    );
  }
  items.push(item({ code: 'DESIGNATED_BANK', result: designated.length > 0 ? 'PASS' : 'FAIL' }));
  return {
    data: {
      id: supplier.id,
      name: supplier.name,
      type: supplier.type as EnterpriseCode,
      status: supplier.status,
      individual,
      ekyc_status: supplier.ekyc_status,
      items,
      ready: items.every((i) => i.result === 'PASS'),
    },
  };
}
