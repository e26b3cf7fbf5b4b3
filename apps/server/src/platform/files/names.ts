const MAX_NAME = 200;
// C0/C1 controls, and bidirectional overrides that make 'gpj.exe' read as 'exe.jpg'.
const UNSAFE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
// Half a surrogate pair cannot be encoded as UTF-8 (encodeURIComponent throws on it).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The name a user gave an upload, fit to show and to offer as the download's filename: the last
 * path segment only, without control or direction-override characters, NFC (Vietnamese typed
 * on macOS arrives decomposed), at most 200 characters with the extension kept. It is only ever
 * displayed: storage keys are generated.
 */
export function displayName(raw: string | undefined, fallbackExtension: string): string {
  let name = (raw ?? '').replace(LONE_SURROGATE, '\ufffd').normalize('NFC').replace(UNSAFE, '');
  name = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1).trim();
  if (name === '' || /^\.+$/.test(name)) name = `file.${fallbackExtension}`;
  if ([...name].length > MAX_NAME) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = [...name.slice(0, name.length - ext.length)].slice(0, MAX_NAME - ext.length).join('') + ext;
  }
  return name;
}

/** The lower-case extension of a name ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * ASCII stand-in for clients that ignore `filename*`: Vietnamese letters lose their marks
 * ('Hợp đồng' → 'Hop dong') instead of becoming '?' as generic encoders do, which is why this
 * is not the `content-disposition` package.
 */
function asciiName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/** RFC 8187 value: UTF-8 percent-encoded, including the characters RFC 5987 keeps out of attr-char. */
function extValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment` with an ASCII filename and the exact UTF-8 one (RFC 6266). */
export function attachmentDisposition(name: string): string {
  return `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${extValue(name)}`;
}
