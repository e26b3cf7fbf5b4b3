import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

/**
 * Private keys at rest: AES-256-GCM under a key derived (scrypt) from SIGNING_KEY_SECRET. A row
 * read from a backup or a leaked dump is useless without the secret, and a changed ciphertext
 * fails its tag. Format: `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export class KeyVault {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = scryptSync(secret, 'arflow-signing-keys-v1', 32);
  }

  seal(plain: Uint8Array): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  open(sealed: string): Buffer {
    const [v, iv, tag, body] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('sealed key: unknown format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  }
}
