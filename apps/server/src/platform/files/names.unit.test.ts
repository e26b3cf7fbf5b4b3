import { describe, expect, it } from 'vitest';
import { attachmentDisposition, displayName, extensionOf } from './names.ts';

describe('display names of uploads', () => {
  it('keeps the last path segment only, cleaned, in NFC', () => {
    expect(displayName('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(displayName('C:\\fakepath\\Biên bản.pdf', 'pdf')).toBe('Biên bản.pdf');
    expect(displayName('Hợp đồng.pdf'.normalize('NFD'), 'pdf')).toBe('Hợp đồng.pdf');
    expect(displayName('a\u0000b\u001fc\u007f.pdf', 'pdf')).toBe('abc.pdf');
    expect(displayName('bill\u202Egpj.exe', 'pdf')).toBe('billgpj.exe');
    expect(displayName('half\ud800.pdf', 'pdf')).toBe('half\ufffd.pdf');
  });

  it('names a nameless file by its type and caps long names keeping the extension', () => {
    expect(displayName(undefined, 'pdf')).toBe('file.pdf');
    expect(displayName('  /  ', 'png')).toBe('file.png');
    expect(displayName('..', 'gif')).toBe('file.gif');
    const long = displayName(`${'Đ'.repeat(300)}.pdf`, 'pdf');
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('Đ.pdf')).toBe(true);
  });

  it('reads the extension in lower case', () => {
    expect(extensionOf('Scan.JPEG')).toBe('jpeg');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('noext')).toBe('');
  });
});

describe('Content-Disposition of downloads', () => {
  it('offers an ASCII name without the marks and the exact UTF-8 name', () => {
    const value = attachmentDisposition('Hợp đồng "số 1" (bản chính)*.pdf');
    expect(value).toBe(
      `attachment; filename="Hop dong _so 1_ (ban chinh)*.pdf"; filename*=UTF-8''H%E1%BB%A3p%20%C4%91%E1%BB%93ng%20%22s%E1%BB%91%201%22%20%28b%E1%BA%A3n%20ch%C3%ADnh%29%2A.pdf`,
    );
    const star = /filename\*=UTF-8''(.+)$/.exec(value)![1]!;
    expect(decodeURIComponent(star)).toBe('Hợp đồng "số 1" (bản chính)*.pdf');
    expect(attachmentDisposition('Đơn 100%.pdf')).toContain('filename="Don 100_.pdf"');
  });
});
