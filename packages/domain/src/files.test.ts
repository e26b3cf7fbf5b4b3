import { describe, expect, it } from 'vitest';
import { UPLOAD } from './constants.ts';
import { acceptedExtensions, FILE_KINDS, formatByteLimit, UPLOAD_POLICIES } from './files.ts';

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
