import { describe, expect, it } from 'vitest';
import { UPLOAD } from './constants.ts';
import { errorText } from './errors.ts';
import {
  acceptedExtensions,
  countText,
  FILE_KINDS,
  formatByteLimit,
  formatMiB,
  IMPORT_LIMITS,
  IMPORT_TEMPLATE_TYPES,
  IMPORT_TEMPLATES,
  UPLOAD_POLICIES,
} from './files.ts';

describe('upload policies', () => {
  it('accept the spec’s document types for documents and legal records, xlsx for imports', () => {
    expect(acceptedExtensions('document')).toEqual([...UPLOAD.extensions]);
    expect(acceptedExtensions('legal_record')).toEqual([...UPLOAD.extensions]);
    expect(acceptedExtensions('import_excel')).toEqual(['xlsx']);
    expect(Object.values(FILE_KINDS).map((k) => k.mime)).toEqual(
      expect.arrayContaining([...UPLOAD.mimeTypes]),
    );
  });

  it('take the spec §9 limits: 200 MiB a file, 10 MiB a list', () => {
    expect(UPLOAD_POLICIES.document).toMatchObject({
      maxFileBytes: 200 * 1024 * 1024,
      maxListBytes: 10 * 1024 * 1024,
    });
    // An import is read whole to find its type, so it is read up to its whole size.
    expect(UPLOAD_POLICIES.import_excel.sniffBytes).toBe(UPLOAD_POLICIES.import_excel.maxFileBytes);
  });

  it('write limits as users read them', () => {
    expect(formatByteLimit(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatByteLimit(8192)).toBe('8 KB');
    expect(formatByteLimit(1000)).toBe('1000 B');
  });
});

describe('import templates', () => {
  it('list every import once, each with its limits', () => {
    expect([...IMPORT_TEMPLATE_TYPES].sort()).toEqual(Object.keys(IMPORT_TEMPLATES).sort());
    expect(IMPORT_TEMPLATES.receivable.limits).toEqual({ maxRows: 10_000, maxBytes: 8 * 1024 * 1024 });
    expect(IMPORT_TEMPLATES.buyer.limits).toBe(IMPORT_LIMITS.companies);
    expect(IMPORT_TEMPLATES.individual.limits).toBe(IMPORT_LIMITS.companies);
  });

  it('write an import’s limits as its dialog and its refusal do', () => {
    expect(formatMiB(8 * 1024 * 1024)).toBe('8 MiB');
    expect(formatMiB(512 * 1024)).toBe('0.5 MiB');
    expect(countText(10_000)).toEqual({ vi: '10.000', en: '10,000' });
    expect(errorText('IMPORT_TOO_MANY_ROWS', 'vi', { max: countText(5000) })).toBe(
      'Tệp có quá 5.000 dòng dữ liệu',
    );
    expect(errorText('IMPORT_TOO_MANY_ROWS', 'en', { max: countText(5000) })).toBe(
      'The file has more than 5,000 data rows',
    );
  });
});
