import type { ImportTemplateType } from '@arflow/domain/files';
import { BUYER_COLUMNS, BUYER_EXAMPLE } from '../buyers/import-buyers.ts';
import { CUSTODY_COLUMNS, CUSTODY_EXAMPLE } from '../custody/import-custody.ts';
import type { TemplateSource } from '../enterprises/index.ts';
import { AR_COLUMNS, AR_EXAMPLE } from '../receivables/import-receivables.ts';
import { INDIVIDUAL_COLUMNS, INDIVIDUAL_EXAMPLE } from '../suppliers/import-individuals.ts';

/**
 * Each import's template as its module declares its columns: one list, so a template always
 * matches the import it feeds (the import reads the columns' keys from the header).
 */
export const TEMPLATE_SOURCES: Record<ImportTemplateType, TemplateSource> = {
  buyer: { columns: BUYER_COLUMNS, example: BUYER_EXAMPLE },
  individual: { columns: INDIVIDUAL_COLUMNS, example: INDIVIDUAL_EXAMPLE },
  receivable: { columns: AR_COLUMNS, example: AR_EXAMPLE },
  custody: { columns: CUSTODY_COLUMNS, example: CUSTODY_EXAMPLE },
};
