import { DOCUMENT_CONTRACT_LABELS, DOCUMENT_CONTRACT_TYPES } from '@arflow/domain/contract-documents';
import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '../../../test/pdf.ts';
import { type ContractParty, generateContractPdf } from './generate-contract.ts';

const platform: ContractParty = {
  name: 'Công ty Cổ phần ARFlow Việt Nam',
  mst: '0312345678',
  address: 'Tầng 12, 72 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
  legal_represent: 'Nguyễn Thị Hướng',
  position: 'Tổng Giám đốc',
  tel_no: '02838123456',
  email: 'hopdong@arflow.vn',
};
const client: ContractParty = {
  name: 'Công ty TNHH Thương mại Đông Dương',
  mst: '0109876543',
  address: 'Số 8 Phố Huế, Quận Hai Bà Trưng, Hà Nội',
  legal_represent: 'Trần Quốc Việt',
  tel_no: '0912345678',
  email: 'ketoan@dongduong.vn',
};

const flat = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ');

describe('contract PDF', () => {
  it.each(DOCUMENT_CONTRACT_TYPES)(
    '%s: Vietnamese text reads back, pages numbered, both signature places',
    async (type) => {
      const { pdf, sign_places } = await generateContractPdf({
        type,
        number: 'HD-2026-000012',
        date: '2026-03-02',
        platform,
        client,
        terms: { limit: 5_000_000_000, rate: 9.5, term_months: 12 },
      });
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      const pages = await pdfPagesText(pdf);
      const all = flat(pages);
      expect(all).toContain(DOCUMENT_CONTRACT_LABELS[type].vi.toUpperCase());
      expect(all).toContain(DOCUMENT_CONTRACT_LABELS[type].en);
      expect(all).toContain('CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM');
      expect(all).toContain('Công ty TNHH Thương mại Đông Dương');
      expect(all).toContain('Số 8 Phố Huế, Quận Hai Bà Trưng, Hà Nội');
      expect(all).toContain('Người đại diện: Nguyễn Thị Hướng — Tổng Giám đốc');
      expect(all).toContain('Hôm nay, ngày 02/03/2026');
      pages.forEach((p, i) => {
        expect(p.replace(/\s+/g, ' ')).toContain(
          `Trang ${i + 1}/${pages.length} - Page ${i + 1} of ${pages.length}`,
        );
      });
      expect(sign_places.map((p) => p.type)).toEqual(['PLATFORM', 'CLIENT']);
      for (const place of sign_places) {
        expect(place.page_number).toBeGreaterThanOrEqual(1);
        expect(place.page_number).toBeLessThanOrEqual(pages.length);
      }
    },
  );

  it('writes the amounts of the terms in VND', async () => {
    const { pdf } = await generateContractPdf({
      type: 'DISCOUNT_CONTRACT',
      number: 'HD-1',
      date: '2026-03-02',
      platform,
      client,
      terms: { limit: 5_000_000_000, rate: 9.5 },
    });
    expect(flat(await pdfPagesText(pdf))).toContain('hạn mức tối đa 5.000.000.000 VND');
  });
});
