import { documentTypeLabel } from '@arflow/domain/contract-documents';
import { type Locale, pick } from '@arflow/domain/text';

export const contractLabel = (type: string, locale: Locale): string => {
  const label = documentTypeLabel(type);
  return label ? pick(label, locale) : type;
};

/** Whose signature a document waits for, as the status column says it. */
export const STAGE_TEXT = {
  PLATFORM: 'signing.stage.PLATFORM',
  CLIENT: 'signing.stage.CLIENT',
  DONE: 'signing.stage.DONE',
} as const;
export const STAGE_COLOR = { PLATFORM: 'gold', CLIENT: 'blue', DONE: 'green' } as const;
