import { DOCUMENTS_ACCESS, TEMPLATE_ACCESS } from '@arflow/domain/access/documents';
import { downloadParam, templateQuery, termQuery } from '@arflow/domain/api/documents';
import { IMPORT_TEMPLATE_TYPES, type ImportTemplateType } from '@arflow/domain/files';
import { allows } from '@arflow/domain/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { sendTemplate } from '../enterprises/index.ts';
import { downloadFile } from '../files/download-file.ts';
import { TEMPLATE_SOURCES } from './templates.ts';
import { sendTermTemplate } from './term-template.ts';

const tags = ['documents'];

/** An import's template, for whoever may run that import (403 'Thao tác không được phép' otherwise). */
function template(req: FastifyRequest, reply: FastifyReply, type: ImportTemplateType) {
  if (!allows(TEMPLATE_ACCESS[type], req.actor)) throw new AppError('FORBIDDEN');
  return sendTemplate(req, reply, type, TEMPLATE_SOURCES[type]);
}

/**
 * The downloads of spec §7 (GET /download/template, /download/templates/term,
 * /download/{id or path}): the import templates in the user's language, a contract's blank terms,
 * and a stored file or one of those by name (decision 0076).
 */
export function documentsRoutes(app: ZodApp, deps: ModuleDeps): void {
  app.get(
    '/download/template',
    { config: { access: DOCUMENTS_ACCESS.template }, schema: { tags, querystring: templateQuery } },
    (req, reply) => {
      const type = req.query.type ?? IMPORT_TEMPLATE_TYPES.find((t) => allows(TEMPLATE_ACCESS[t], req.actor));
      if (!type) throw new AppError('FORBIDDEN');
      return template(req, reply, type);
    },
  );
  app.get(
    '/download/templates/term',
    { config: { access: DOCUMENTS_ACCESS.term }, schema: { tags, querystring: termQuery } },
    (req, reply) =>
      sendTermTemplate(reply, { type: req.query.type, locale: requestLocale(req), clock: deps.clock }),
  );
  app.get(
    '/download/:id',
    { config: { access: DOCUMENTS_ACCESS.download }, schema: { tags, params: downloadParam } },
    (req, reply) => {
      const { id } = req.params;
      if (typeof id === 'number') return downloadFile({ deps, reply, actor: req.actor!, id });
      if (id === 'term')
        return sendTermTemplate(reply, {
          type: 'COORDINATION_AGREEMENT',
          locale: requestLocale(req),
          clock: deps.clock,
        });
      return template(req, reply, id);
    },
  );
}
