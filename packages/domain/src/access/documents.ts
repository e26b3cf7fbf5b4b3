import type { ImportTemplateType } from '../files.ts';
import { type Access, anyOf } from '../permissions.ts';
import { BUYERS_ACCESS } from './buyers.ts';
import { CUSTODY_ACCESS } from './custody.ts';
import { FILES_ACCESS } from './files.ts';
import { RECEIVABLES_ACCESS } from './receivables.ts';
import { SUPPLIERS_ACCESS } from './suppliers.ts';

/**
 * Who may download each import template: whoever may run that import (a template is the import's
 * first step, so the supplier who imports receivables downloads their template, and the funder's
 * client staff the buyers' and individual suppliers').
 */
export const TEMPLATE_ACCESS = {
  buyer: BUYERS_ACCESS.write,
  individual: SUPPLIERS_ACCESS.write,
  receivable: RECEIVABLES_ACCESS.write,
  custody: CUSTODY_ACCESS.write,
} as const satisfies Record<ImportTemplateType, Access>;

/**
 * The download calls of spec §7 (GET /download/template, /download/templates/term,
 * /download/{id or path}). The template route admits anyone who may download one of the
 * templates, then checks the asked type against TEMPLATE_ACCESS; a contract's blank terms are no
 * secret to a signed-in user; a stored file is the file routes' download, within the caller's scope.
 */
export const DOCUMENTS_ACCESS = {
  template: anyOf(...Object.values(TEMPLATE_ACCESS)),
  term: 'authenticated',
  download: FILES_ACCESS.download,
} as const satisfies Record<string, Access>;
