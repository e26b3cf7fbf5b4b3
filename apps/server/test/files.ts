import { crc32 } from 'node:zlib';

/** Bytes of each kind as `file-type` reads them, and look-alikes that must be refused. */
export const SAMPLES = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  // A 1×1 PNG.
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from(';')]),
  // A Windows executable's header.
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
  html: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
} as const;

/** `size` bytes that start as a PDF: what an oversized upload looks like. */
export function pdfOfSize(size: number): Buffer {
  const out = Buffer.alloc(size, 0x20);
  SAMPLES.pdf.copy(out);
  return out;
}

/**
 * What an entry's local header and its central-directory record both say, from offset `at`: the
 * CRC-32, the compressed and uncompressed sizes (equal: stored) and the name's length.
 */
function entryFields(header: Buffer, at: number, crc: number, size: number, nameLength: number) {
  header.writeUInt32LE(crc, at);
  header.writeUInt32LE(size, at + 4);
  header.writeUInt32LE(size, at + 8);
  header.writeUInt16LE(nameLength, at + 12);
}

/** A zip of stored (uncompressed) entries, enough for `file-type` to read an Office file. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    entryFields(local, 14, crc, data.length, fileName.length);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    entryFields(dir, 16, crc, data.length, fileName.length);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    central.push(dir, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';

/**
 * A minimal .xlsx. Excel writes `[Content_Types].xml` first; LibreOffice writes it last, after
 * the sheets, so a type check that read only the first bytes would call it a plain zip.
 */
export function xlsx(contentTypesLast = false): Buffer {
  const sheet: [string, string] = ['xl/workbook.xml', `<workbook>${'<sheet/>'.repeat(3000)}</workbook>`];
  const types: [string, string] = ['[Content_Types].xml', CONTENT_TYPES];
  return zip(contentTypesLast ? [sheet, ['_rels/.rels', '<Relationships/>'], types] : [types, sheet]);
}

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body exactly as given (part order, raw UTF-8 file names). */
export function multipart(parts: Part[], boundary = `----arflow${Math.random().toString(16).slice(2)}`) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        p.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A form as the portal sends it with a slip: the text fields, then `file` (a PDF under `filename`,
 * none when `content` is null), answered as the inject call's payload and content type.
 */
export function formWithFile(
  fields: Record<string, string | number>,
  file: { content: Buffer; filename: string } | null,
) {
  const { payload, headers } = multipart([
    ...Object.entries(fields).map(([name, v]) => ({ name, value: String(v) })),
    ...(file ? [{ name: 'file', ...file, type: 'application/pdf' }] : []),
  ]);
  return { payload, type: headers['content-type'] };
}
