import { DOCUMENT_CONTRACT_LABELS, DOCUMENT_CONTRACT_TYPES } from '@arflow/domain/contract-documents';
import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '../../../test/pdf.ts';
import { testContract } from './documents.testing.ts';

const flat = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ');

describe('contract PDF', () => {
  it.each(DOCUMENT_CONTRACT_TYPES)(
    '%s: Vietnamese text reads back, pages numbered, both signature places',
    async (type) => {
      const { pdf, sign_places } = await testContract(type);
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
});
