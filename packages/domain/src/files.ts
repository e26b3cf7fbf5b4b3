import { UPLOAD } from './constants.ts';
import { type Text, text } from './text.ts';

/**
 * What the platform's one file store accepts, per purpose of an upload. A kind is named as the
 * `ext` the `file-type` package answers for its magic bytes; a file is accepted only when its
 * bytes are of an allowed kind AND its name ends with one of that kind's extensions.
 */
export const FILE_KINDS = {
  pdf: { extensions: ['pdf'], mime: 'application/pdf' },
  png: { extensions: ['png'], mime: 'image/png' },
  jpg: { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  gif: { extensions: ['gif'], mime: 'image/gif' },
  xlsx: {
    extensions: ['xlsx'],
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/**
 * Why a file is stored: legal records of a company (the first uploads), documents (transaction
 * documents, payment slips, signed contracts and every other attached paper) and Excel imports.
 */
export const FILE_PURPOSES = ['legal_record', 'document', 'import_excel'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export interface UploadPolicy {
  kinds: readonly FileKind[];
  /** Files one request may carry. */
  maxFiles: number;
  /** Bytes of one file sent alone. */
  maxFileBytes: number;
  /** Bytes of all files together when a request carries two or more (spec §9 "file lists"). */
  maxListBytes: number;
  /**
   * Bytes read before deciding the type. Zip-based kinds (xlsx) name their type in an entry that
   * may come last, so an import is read whole (it is small); the others show it in the first bytes.
   */
  sniffBytes: number;
}

const DOCUMENT_KINDS = ['pdf', 'png', 'jpg', 'gif'] as const satisfies readonly FileKind[];

/** The upload rules of each purpose (spec §5 and §9; docs/decisions.md "File store"). */
export const UPLOAD_POLICIES: Record<FilePurpose, UploadPolicy> = {
  legal_record: {
    kinds: DOCUMENT_KINDS,
    maxFiles: 10,
    maxFileBytes: UPLOAD.maxFileBytes,
    maxListBytes: UPLOAD.maxFileListBytes,
    sniffBytes: 64 * 1024,
  },
  document: {
    kinds: DOCUMENT_KINDS,
    maxFiles: 10,
    maxFileBytes: UPLOAD.maxFileBytes,
    maxListBytes: UPLOAD.maxFileListBytes,
    sniffBytes: 64 * 1024,
  },
  // An import is parsed whole in memory before any line is written: 10 MiB holds hundreds of
  // thousands of rows, far beyond any import file the portal's templates produce.
  import_excel: {
    kinds: ['xlsx'],
    maxFiles: 1,
    maxFileBytes: UPLOAD.maxFileListBytes,
    maxListBytes: UPLOAD.maxFileListBytes,
    sniffBytes: UPLOAD.maxFileListBytes,
  },
};

const MIB = 1024 * 1024;

/**
 * What one Excel import reads: the data rows of its first sheet and the bytes of its file. The
 * server refuses beyond them and the import dialog states them, from this one place. Companies
 * (buyers, suppliers, individuals) come a few hundred at a time; receivables up to 10,000 at once
 * (spec), which with ten short cells a row is about 600 KB, so 8 MiB leaves room for styling.
 */
export const IMPORT_LIMITS = {
  companies: { maxRows: 5000, maxBytes: 5 * MIB },
  receivables: { maxRows: 10_000, maxBytes: 8 * MIB },
} as const satisfies Record<string, { maxRows: number; maxBytes: number }>;
export type ImportLimits = (typeof IMPORT_LIMITS)[keyof typeof IMPORT_LIMITS];

/**
 * Every Excel import of the portal, by the `type` of GET /download/template: the limits its
 * import route enforces and the dialog states, and how its template is named in each language
 * (the data sheet and the downloaded file). Who may download each is TEMPLATE_ACCESS
 * (access/documents.ts), the same as who may import it.
 */
export const IMPORT_TEMPLATES = {
  buyer: {
    limits: IMPORT_LIMITS.companies,
    sheet: text('Bên mua', 'Buyers'),
    file: text('mau-ben-mua.xlsx', 'buyer-template.xlsx'),
  },
  individual: {
    limits: IMPORT_LIMITS.companies,
    sheet: text('Nhà cung cấp cá nhân', 'Individual suppliers'),
    file: text('mau-nha-cung-cap-ca-nhan.xlsx', 'individual-supplier-template.xlsx'),
  },
  receivable: {
    limits: IMPORT_LIMITS.receivables,
    sheet: text('Khoản phải thu', 'Receivables'),
    file: text('mau-khoan-phai-thu.xlsx', 'receivables-template.xlsx'),
  },
  // Both document-storage uploads (POST /documents/upload and /documents/upload-dxtd) read it.
  custody: {
    limits: IMPORT_LIMITS.companies,
    sheet: text('Hồ sơ lưu kho', 'Stored documents'),
    file: text('mau-ho-so-luu-kho.xlsx', 'document-storage-template.xlsx'),
  },
} as const satisfies Record<string, { limits: ImportLimits; sheet: Text; file: Text }>;
export type ImportTemplateType = keyof typeof IMPORT_TEMPLATES;
export const IMPORT_TEMPLATE_TYPES = [
  'buyer',
  'individual',
  'receivable',
  'custody',
] as const satisfies readonly ImportTemplateType[];

/**
 * An import's size limit as its dialog and its refusal write it: whole mebibytes, '8 MiB'
 * (IMPORT_LIMITS are whole MiB; a fraction is written with one decimal, '0.5 MiB').
 */
export function formatMiB(bytes: number): string {
  const mib = bytes / MIB;
  return `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB`;
}

/** The extensions a purpose accepts, e.g. for an `<input accept>` ('.pdf,.png,…'). */
export function acceptedExtensions(purpose: FilePurpose): string[] {
  return UPLOAD_POLICIES[purpose].kinds.flatMap((k) => FILE_KINDS[k].extensions);
}

/** A count of rows as each language writes it: '10.000' / '10,000' (an import's row limit in its refusal). */
export function countText(n: number): Text {
  return { vi: n.toLocaleString('vi-VN'), en: n.toLocaleString('en-US') };
}

/** A byte count as the limits are written: '200 MB', '10 MB', '512 KB', '900 B' (1024-based). */
export function formatByteLimit(bytes: number): string {
  if (bytes >= MIB && bytes % MIB === 0) return `${bytes / MIB} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} B`;
}
