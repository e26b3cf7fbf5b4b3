import {
  DOCUMENT_CONTRACT_LABELS,
  type DocumentContractType,
  type SignPlace,
} from '@arflow/domain/contract-documents';
import { type Formats, formatsFor } from '@arflow/domain/format';
import type { Text } from '@arflow/domain/text';
import { PdfComposer } from './composer.ts';
import { type ContractTerms, contractArticles } from './contract-content.ts';

/** A party's particulars, as its company record holds them. */
export interface ContractParty {
  name: string;
  mst: string | null;
  address: string | null;
  legal_represent: string | null;
  position?: string | null;
  tel_no: string | null;
  email: string | null;
}

export interface ContractDocument {
  type: DocumentContractType;
  /** The contract number printed on it, e.g. 'HD-2026-000012'. */
  number: string;
  /** ISO date the contract is made. */
  date: string;
  /** Bên A: the platform (the funder company). */
  platform: ContractParty;
  /** Bên B: the client (buyer, supplier, partner). */
  client: ContractParty;
  terms?: ContractTerms;
}

const dash = (v: string | null | undefined) => (v?.trim() ? v : '—');

/**
 * The language contracts and appendices are written in: Vietnamese, the language of a contract
 * between Vietnamese companies (only the title carries the English name). Every number and date
 * in them is written by its formats (spec §9), never by hand.
 */
export const DOCUMENT_FORMATS: Formats = formatsFor('vi');

const partyRows = (p: ContractParty): [string, string][] => [
  ['Địa chỉ', dash(p.address)],
  ['Mã số thuế', dash(p.mst)],
  ['Điện thoại', dash(p.tel_no)],
  ['Thư điện tử', dash(p.email)],
  ['Người đại diện', `${dash(p.legal_represent)}${p.position ? ` — ${p.position}` : ''}`],
];

/**
 * A new document of the platform with what every contract and appendix opens with: the national
 * heading, the title in Vietnamese with its English name, the number, the date and both parties.
 */
export async function openDocument(o: {
  label: Text;
  number: string;
  date: string;
  platform: ContractParty;
  client: ContractParty;
}): Promise<PdfComposer> {
  const doc = await PdfComposer.create({ title: `${o.label.vi} ${o.number}`, subject: o.label.en });
  return doc
    .text('CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM', { bold: true, align: 'center', gapAfter: 0 })
    .text('Độc lập - Tự do - Hạnh phúc', { align: 'center', gapAfter: 18 })
    .text(o.label.vi.toUpperCase(), { bold: true, size: 16, align: 'center', gapAfter: 0 })
    .text(o.label.en, { size: 11, align: 'center', gapAfter: 0 })
    .text(`Số: ${o.number}`, { align: 'center', gapAfter: 14 })
    .text(`Hôm nay, ngày ${DOCUMENT_FORMATS.date(o.date)}, chúng tôi gồm:`, { gapAfter: 8 })
    .text(`BÊN A: ${o.platform.name}`, { bold: true, gapAfter: 2 })
    .fields(partyRows(o.platform))
    .text(`BÊN B: ${o.client.name}`, { bold: true, gapAfter: 2 })
    .fields(partyRows(o.client));
}

/**
 * The PDF of a contract, in Vietnamese with the type's English name under its title, filled from
 * the parties' records; answers the bytes and where each party signs.
 */
export async function generateContractPdf(
  c: ContractDocument,
): Promise<{ pdf: Uint8Array; sign_places: SignPlace[] }> {
  const label = DOCUMENT_CONTRACT_LABELS[c.type];
  const doc = await openDocument({
    label,
    number: c.number,
    date: c.date,
    platform: c.platform,
    client: c.client,
  });
  doc.text('Hai bên thống nhất ký kết hợp đồng với các điều khoản sau:', { gapAfter: 6 });
  for (const article of contractArticles(c.type, c.terms ?? {}, DOCUMENT_FORMATS)) {
    doc.heading(article.title);
    for (const p of article.body) doc.text(p, { indent: 14 });
  }
  doc.text('Hợp đồng được lập bằng tiếng Việt và ký số bởi đại diện hợp pháp của hai bên.', { gapAfter: 0 });
  doc.signatures([
    { type: 'PLATFORM', caption: 'ĐẠI DIỆN BÊN A', name: dash(c.platform.legal_represent) },
    { type: 'CLIENT', caption: 'ĐẠI DIỆN BÊN B', name: dash(c.client.legal_represent) },
  ]);
  return doc.finish(`${label.vi} ${c.number}`);
}
