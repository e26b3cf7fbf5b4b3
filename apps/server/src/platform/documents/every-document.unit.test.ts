import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_CONTRACT_TYPES } from '@arflow/domain/contract-documents';
import { formatsFor } from '@arflow/domain/format';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '../../../test/pdf.ts';
import { generateAppendixPdf } from '../../modules/appendices/appendix-pdf.ts';
import { batchWorkbook } from '../../modules/payments/batch-workbook.ts';
import { TEST_CLIENT, TEST_PLATFORM, testContract } from './documents.testing.ts';

/**
 * Every document the server generates writes its numbers and dates as spec §9 says, in the
 * document's language, through packages/domain/src/format.ts (issue 22 part 5, decision 0077):
 * '9,50%/năm', '5.000.000.000 đ', '02/03/2026' in Vietnamese; the bank batch, which follows the
 * user's language, also in English. The first test finds the generators by what builds a PDF or a
 * workbook, so a new one fails here until it is added below.
 */

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Non-test server sources that build a document: a new PDF (pdf-lib), the contracts' composer or
 * opening, or an Excel workbook (whole or streamed). Signing only adds to a PDF made here, so it
 * is not one.
 */
const BUILDS_A_DOCUMENT =
  /PDFDocument\.create\(|PdfComposer\.create\(|\bopenDocument\(|new ExcelJS\.(Workbook|stream\.xlsx\.WorkbookWriter)\(/;

function generatorFiles(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(srcDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.ts$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const source = readFileSync(path, 'utf8');
    if (BUILDS_A_DOCUMENT.test(source)) found.push(relative(srcDir, path).split(sep).join('/'));
  }
  return found.sort();
}

/** The generators this file covers, and those it leaves to others with the reason. */
const COVERED = [
  'modules/appendices/appendix-pdf.ts',
  'modules/payments/batch-workbook.ts',
  // The page writer under the contracts and the appendix: what it prints, they give it.
  'platform/documents/composer.ts',
  'platform/documents/generate-contract.ts',
];
const ELSEWHERE: Record<string, string> = {
  'modules/enterprises/excel.ts': 'import templates (headers only) and the import reader: branch templates',
  'modules/enterprises/testing.ts': 'test support: the .xlsx a test uploads',
  'platform/lists/export.ts': "list exports (a list's own columns): the shared export path's",
};

const flat = async (pdf: Uint8Array) => (await pdfPagesText(pdf)).join('\n').replace(/\s+/g, ' ');
const vi = formatsFor('vi');

describe('generated documents', () => {
  it('are all known: every file building a PDF or a workbook is covered here or said where', () => {
    const found = generatorFiles();
    expect(found.filter((f) => !COVERED.includes(f) && !(f in ELSEWHERE))).toEqual([]);
    // Those covered here exist; one said to be elsewhere may not be written yet on this branch.
    expect(COVERED.filter((f) => !found.includes(f))).toEqual([]);
  });

  it('write no number by hand: no toLocaleString/toFixed in a covered generator', () => {
    const covered = [...COVERED, 'platform/documents/contract-content.ts'];
    for (const file of covered) {
      expect(readFileSync(join(srcDir, file), 'utf8'), file).not.toMatch(/toLocaleString|toFixed|Intl\./);
    }
  });

  describe('contract PDF (Vietnamese)', () => {
    // Which clause carries a limit or a rate depends on the contract type.
    const NO_LIMIT = ['PARTNER_REFERRAL_CONTRACT'];
    const NO_RATE = ['COORDINATION_AGREEMENT'];

    it.each(DOCUMENT_CONTRACT_TYPES)('%s: date, limit, rate and term as §9 writes them', async (type) => {
      const { pdf } = await testContract(type);
      const text = await flat(pdf);
      expect(text).toContain('Hôm nay, ngày 02/03/2026');
      expect(vi.date('2026-03-02')).toBe('02/03/2026');
      if (!NO_LIMIT.includes(type)) {
        expect(text).toContain('hạn mức tối đa 5.000.000.000 đ');
        expect(text).toContain(vi.money(5_000_000_000));
      }
      if (!NO_RATE.includes(type)) {
        expect(text).toContain('Tỷ lệ áp dụng: 9,50%/năm.');
        expect(text).toContain(vi.rate(9.5));
      }
      expect(text).toContain('kéo dài 12 tháng');
      // The misprints: a dot decimal mark, a bare JS number, the old 'VND' suffix.
      expect(text).not.toMatch(/9\.5|9,5%|\d VND/);
    });
  });

  describe('referral appendix PDF (Vietnamese)', () => {
    it('writes the date, the commission rate and the count as §9 does', async () => {
      const { pdf } = await generateAppendixPdf({
        number: 'PL-2026-7',
        date: '2026-11-28',
        type: 'BUYER',
        name: 'Phụ lục giới thiệu bên mua',
        code: 'PLGT-7',
        commission_rate: 1.25,
        payment_type: 2,
        platform: TEST_PLATFORM,
        partner: TEST_CLIENT,
        referred: [{ name: 'Công ty A', mst: '0101010101' }],
      });
      const text = await flat(pdf);
      expect(text).toContain('Hôm nay, ngày 28/11/2026');
      expect(text).toContain('Tỷ lệ hoa hồng: 1,25%/năm');
      expect(text).toContain(vi.rate(1.25));
      expect(text).toContain('Số khách hàng được giới thiệu: 1');
      expect(text).not.toMatch(/1\.25/);
    });
  });

  describe('bank batch workbook (the user’s language)', () => {
    const lines = [
      {
        trans_code: 'GD-2026-0001',
        from_account: '0071000123456',
        from_bank: 'Vietcombank',
        holder: 'Công ty TNHH Thương mại Đông Dương',
        account: '1903456789012',
        bank: 'Techcombank',
        branch: 'Hà Nội',
        amount: 1_234_567,
        memo: 'Thanh toan som giao dich GD-2026-0001',
      },
      {
        trans_code: 'GD-2026-0002',
        from_account: '0071000123456',
        from_bank: 'Vietcombank',
        holder: 'Công ty B',
        account: '123',
        bank: 'ACB',
        branch: '',
        amount: 2_000_000_000,
        memo: 'Thanh toan som giao dich GD-2026-0002',
      },
    ];
    const HEADERS = {
      vi: [
        'STT',
        'Mã giao dịch',
        'Tài khoản chuyển',
        'Ngân hàng chuyển',
        'Đơn vị thụ hưởng',
        'Số tài khoản thụ hưởng',
        'Ngân hàng thụ hưởng',
        'Chi nhánh',
        'Số tiền (VND)',
        'Nội dung',
      ],
      en: [
        'No.',
        'Transaction code',
        'Paying account',
        'Paying bank',
        'Beneficiary',
        'Beneficiary account number',
        'Beneficiary bank',
        'Branch',
        'Amount (VND)',
        'Payment details',
      ],
    };
    const TOTAL = { vi: 'Tổng cộng', en: 'Total' };
    const SHEET = { vi: 'Thanh toán sớm', en: 'Early payments' };

    it.each(['vi', 'en'] as const)(
      '%s: headers, sheet and total in the language; amounts stay numbers',
      async (locale) => {
        const book = new ExcelJS.Workbook();
        await book.xlsx.load((await batchWorkbook(lines, locale)) as never);
        const sheet = book.worksheets[0]!;
        expect(sheet.name).toBe(SHEET[locale]);
        expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS[locale]);
        // An amount is a number the bank's upload reads, grouped by Excel ('1.234.567' in a
        // Vietnamese Excel, '1,234,567' in an English one): never a text.
        const amounts = [2, 3, 4].map((r) => sheet.getRow(r).getCell(9));
        expect(amounts.map((c) => c.value)).toEqual([1_234_567, 2_000_000_000, 2_001_234_567]);
        for (const c of amounts) expect(c.numFmt).toBe('#,##0');
        expect(sheet.getRow(4).getCell(10).value).toBe(TOTAL[locale]);
        expect([2, 3].map((r) => sheet.getRow(r).getCell(1).value)).toEqual([1, 2]);
      },
    );
  });
});
