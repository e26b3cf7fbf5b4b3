import { DOCUMENT_CONTRACT_LABELS, type DocumentContractType } from '@arflow/domain/contract-documents';
import { type Locale, pick } from '@arflow/domain/text';

export const contractLabel = (type: string, locale: Locale): string =>
  type in DOCUMENT_CONTRACT_LABELS
    ? pick(DOCUMENT_CONTRACT_LABELS[type as DocumentContractType], locale)
    : type;
