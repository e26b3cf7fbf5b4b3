import { PAYMENT_TYPE_LABELS, type PaymentTypeCode } from '@arflow/domain/constants';
import { APPENDIX_DOCUMENT_LABELS, type SignPlace } from '@arflow/domain/contract-documents';
import { REFERENCE_APPENDIX_TYPE_LABELS, type ReferenceAppendixType } from '@arflow/domain/statuses/contract';
import {
  type ContractParty,
  DOCUMENT_FORMATS as f,
  openDocument,
} from '../../platform/documents/generate-contract.ts';

export interface AppendixDocument {
  number: string;
  /** ISO date the appendix is made. */
  date: string;
  type: ReferenceAppendixType;
  name: string;
  code: string;
  commission_rate: number;
  payment_type: number;
  /** Bên A: the platform company. */
  platform: ContractParty;
  /** Bên B: the referral partner. */
  partner: ContractParty;
  /** The companies referred under it. */
  referred: readonly { name: string; mst: string | null }[];
}

const dash = (v: string | null | undefined) => (v?.trim() ? v : '—');

/**
 * The referral appendix in Vietnamese (DejaVu Sans, as the contracts): the parties, the terms of
 * the commission and the referred companies; Bên B signs first (spec §4: partner, then the
 * system company), but the places are laid out A then B as on every contract.
 */
export async function generateAppendixPdf(
  a: AppendixDocument,
): Promise<{ pdf: Uint8Array; sign_places: SignPlace[] }> {
  const label = APPENDIX_DOCUMENT_LABELS.REFERRAL_APPENDIX!;
  const typeLabel = REFERENCE_APPENDIX_TYPE_LABELS[a.type].label.vi;
  const payment = PAYMENT_TYPE_LABELS[a.payment_type as PaymentTypeCode]?.vi ?? String(a.payment_type);
  const doc = await openDocument({
    label,
    number: a.number,
    date: a.date,
    platform: a.platform,
    client: a.partner,
  });
  doc
    .text('Hai bên thống nhất ký phụ lục hợp đồng giới thiệu khách hàng với nội dung sau:', { gapAfter: 6 })
    .heading('Điều 1. Nội dung phụ lục')
    .fields([
      ['Tên phụ lục', a.name],
      ['Mã phụ lục', a.code],
      ['Loại khách hàng giới thiệu', typeLabel],
      ['Tỷ lệ hoa hồng', f.rate(a.commission_rate)],
      ['Hình thức thanh toán hoa hồng', payment],
      ['Số khách hàng được giới thiệu', f.count(a.referred.length)],
    ])
    .heading('Điều 2. Khách hàng được giới thiệu');
  if (a.referred.length === 0) doc.text('Chưa có khách hàng; hai bên bổ sung khi phát sinh.', { indent: 14 });
  a.referred.forEach((r, i) => {
    doc.text(`${i + 1}. ${r.name} — MST ${dash(r.mst)}`, { indent: 14 });
  });
  doc
    .heading('Điều 3. Hiệu lực')
    .text(
      'Phụ lục là một phần không tách rời của hợp đồng giới thiệu khách hàng, có hiệu lực kể từ khi hai bên ký và hoa hồng được Bên A kích hoạt.',
      { indent: 14 },
    )
    .text('Phụ lục được lập bằng tiếng Việt và ký số bởi đại diện hợp pháp của hai bên.', { gapAfter: 0 });
  doc.signatures([
    { type: 'PLATFORM', caption: 'ĐẠI DIỆN BÊN A', name: dash(a.platform.legal_represent) },
    { type: 'CLIENT', caption: 'ĐẠI DIỆN BÊN B', name: dash(a.partner.legal_represent) },
  ]);
  return doc.finish(`${label.vi} ${a.number}`);
}
