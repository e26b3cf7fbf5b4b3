import { documentTypeLabel } from '@arflow/domain/contract-documents';
import { type Locale, pick } from '@arflow/domain/text';

export const contractLabel = (type: string, locale: Locale): string => {
  const label = documentTypeLabel(type);
  return label ? pick(label, locale) : type;
};
