import { type ERRORS, errorText } from '@arflow/domain/errors';
import {
  acceptedExtensions,
  FILE_KINDS,
  type FileKind,
  type FilePurpose,
  formatByteLimit,
  UPLOAD_POLICIES,
  type UploadPolicy,
} from '@arflow/domain/files';
import { fileTypeFromBuffer } from 'file-type';
import type { FilesConfig } from '../../config.ts';
import { AppError } from '../http/app-error.ts';
import { extensionOf } from './names.ts';

/** A purpose's policy with the configured limits applied (configuration can only lower them). */
export interface EffectivePolicy extends UploadPolicy {
  purpose: FilePurpose;
}

export function uploadPolicy(
  purpose: FilePurpose,
  limits: Pick<FilesConfig, 'maxFileBytes' | 'maxListBytes'>,
): EffectivePolicy {
  const base = UPLOAD_POLICIES[purpose];
  return {
    ...base,
    purpose,
    maxFileBytes: Math.min(base.maxFileBytes, limits.maxFileBytes),
    maxListBytes: Math.min(base.maxListBytes, limits.maxListBytes),
    sniffBytes: Math.min(base.sniffBytes, limits.maxFileBytes),
  };
}

/** A catalogue error on a field with its parameters filled in, in both languages. */
export function fileFieldError(
  field: string,
  code: keyof typeof ERRORS,
  params: Record<string, string | number> = {},
) {
  const fieldText = { vi: errorText(code, 'vi', params), en: errorText(code, 'en', params) };
  return new AppError(code, { params, fields: { [field]: [fieldText] } });
}

export function typeRefused(field: string, policy: EffectivePolicy): AppError {
  const types = acceptedExtensions(policy.purpose)
    .map((e) => e.toUpperCase())
    .join(', ');
  return fileFieldError(field, 'FILE_TYPE_NOT_ALLOWED', { types });
}

export const tooLarge = (policy: EffectivePolicy) =>
  new AppError('FILE_TOO_LARGE', { params: { max: formatByteLimit(policy.maxFileBytes) } });
export const listTooLarge = (policy: EffectivePolicy) =>
  new AppError('FILE_LIST_TOO_LARGE', { params: { max: formatByteLimit(policy.maxListBytes) } });

/**
 * The kind of a file, from its first bytes and its name together: the bytes must be of a kind
 * the policy allows (magic bytes, via `file-type`), and the name must end with one of that
 * kind's extensions. A '.pdf' that is an executable, an HTML page or a PNG is refused.
 */
export async function checkFileType(
  head: Uint8Array,
  name: string,
  policy: EffectivePolicy,
  field: string,
): Promise<{ kind: FileKind; mime: string; extension: string }> {
  const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  const kind = policy.kinds.find((k) => k === detected?.ext);
  const extension = extensionOf(name);
  if (!kind || !(FILE_KINDS[kind].extensions as readonly string[]).includes(extension))
    throw typeRefused(field, policy);
  return { kind, mime: FILE_KINDS[kind].mime, extension };
}
