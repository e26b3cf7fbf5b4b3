import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { LegalDocType, LegalRecordStatus } from '@arflow/domain/statuses/legal-record';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { storedFiles } from '../../platform/files/files.tables.ts';
import { TINY_PDF, TINY_PNG } from '../../platform/files/samples.ts';
import type { FileStore } from '../../platform/files/store.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { enterpriseLegalRecords } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';

/**
 * Put a file in the store and record it as a company's legal record, as an upload would (the
 * demo world and test fixtures; no request, so no audit row). Answers the record's id.
 */
export async function storeLegalRecord(
  db: DbOrTx,
  store: FileStore,
  r: {
    ent_id: number;
    doc_type: LegalDocType;
    name: string;
    content: Buffer;
    contentType: string;
    status?: LegalRecordStatus;
    reason?: string;
    by?: number | null;
    at?: Date;
  },
): Promise<number> {
  const at = r.at ?? new Date();
  const { key, size } = await store.put(Readable.from([r.content]), { contentType: r.contentType });
  const [file] = await db
    .insert(storedFiles)
    .values({
      key,
      ent_id: r.ent_id,
      purpose: 'legal_record',
      original_name: r.name,
      content_type: r.contentType,
      size,
      sha256: createHash('sha256').update(r.content).digest('hex'),
      uploaded_by: r.by ?? null,
      created_at: at,
    })
    .returning({ id: storedFiles.id });
  const [row] = await db
    .insert(enterpriseLegalRecords)
    .values({
      ent_id: r.ent_id,
      doc_type: r.doc_type,
      file_id: file!.id,
      status: r.status ?? 'PENDING',
      reason: r.reason ?? null,
      created_by: r.by ?? null,
      updated_by: r.by ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning({ id: enterpriseLegalRecords.id });
  return row!.id;
}

type DemoRecord = [LegalDocType, string, LegalRecordStatus, string?];
const pdf = (type: LegalDocType, name: string, status: LegalRecordStatus, reason?: string): DemoRecord => [
  type,
  `${name}.pdf`,
  status,
  reason,
];

/** Companies' papers in every state, so the legal-record screens and the appraisal view show data. */
const RECORDS: Record<string, DemoRecord[]> = {
  BUY01: [
    pdf('ERC', 'Giấy chứng nhận ĐKDN - Sao Mai', 'APPROVED'),
    pdf('CHARTER', 'Điều lệ công ty', 'APPROVED'),
    pdf('FINANCIAL_STATEMENT', 'BCTC kiểm toán 2024', 'PENDING'),
  ],
  BUY02: [
    pdf('ERC', 'Giấy chứng nhận ĐKDN', 'APPROVED'),
    ['REPRESENTATIVE_ID', 'CCCD người đại diện.png', 'PENDING'],
  ],
  SUP01: [
    pdf('ERC', 'Giấy chứng nhận ĐKDN - Minh Phát', 'APPROVED'),
    pdf('CHARTER', 'Điều lệ công ty', 'APPROVED'),
    ['REPRESENTATIVE_ID', 'CCCD Lê Minh Phát.png', 'APPROVED'],
    pdf('FINANCIAL_STATEMENT', 'BCTC 2021-2024', 'APPROVED'),
  ],
  SUP02: [
    pdf('ERC', 'Giấy chứng nhận ĐKDN', 'APPROVED'),
    pdf('CHARTER', 'Điều lệ công ty', 'APPROVED'),
    pdf('FINANCIAL_STATEMENT', 'BCTC 2023', 'REJECTED', 'Thiếu báo cáo năm 2021 và 2022'),
  ],
  SUP03: [pdf('ERC', 'Giấy chứng nhận ĐKDN', 'PENDING'), pdf('TAX_REPORT', 'Tờ khai thuế quý 2', 'PENDING')],
  SUP04: [
    pdf('ERC', 'Giấy chứng nhận ĐKDN', 'APPROVED'),
    ['REPRESENTATIVE_ID', 'CCCD đại diện.png', 'PENDING'],
  ],
  SUP05: [pdf('ERC', 'Giấy chứng nhận ĐKDN', 'PENDING')],
  SUP06: [pdf('ERC', 'Giấy chứng nhận ĐKDN', 'APPROVED'), pdf('CHARTER', 'Điều lệ', 'PENDING')],
  IND01: [['ID_CARD', 'CCCD mặt trước.png', 'APPROVED']],
  DTN01: [['ID_CARD', 'CCCD.png', 'PENDING']],
};

/** The demo world's legal records, their files stored through the store (skipped without one). */
export async function seedDemoLegalRecords(world: DemoWorld): Promise<void> {
  if (!world.files) return;
  const by = world.userId('crm');
  // Some demo suppliers are added by the suppliers module's seed, not the core world: by code.
  const ids = new Map(
    (
      await world.tx
        .select({ id: enterprises.id, code: enterprises.code })
        .from(enterprises)
        .where(inArray(enterprises.code, Object.keys(RECORDS)))
    ).map((e) => [e.code, e.id]),
  );
  for (const [code, records] of Object.entries(RECORDS)) {
    const entId = ids.get(code);
    if (entId === undefined) throw new Error(`demo company '${code}' is not in the demo world`);
    for (const [doc_type, name, status, reason] of records) {
      const png = name.endsWith('.png');
      await storeLegalRecord(world.tx, world.files, {
        ent_id: entId,
        doc_type,
        name,
        content: png ? TINY_PNG : TINY_PDF,
        contentType: png ? 'image/png' : 'application/pdf',
        status,
        ...(reason ? { reason } : {}),
        by,
        at: world.now,
      });
    }
  }
}
