import { CUSTODY_ACCESS as A } from '@arflow/domain/access/custody';
import { importResponse } from '@arflow/domain/api/companies';
import {
  assignAuthorityBody,
  assignHolderBody,
  CUSTODY_COLUMNS,
  custodyActionBody,
  custodyDetailResponse,
  custodyForm,
  custodyListQuery,
  custodyListResponse,
  custodySaveResponse,
  custodyStaffResponse,
  custodyThresholds,
  custodyThresholdsResponse,
  idParam,
  requestBody,
} from '@arflow/domain/api/custody';
import { CUSTODY_WORKFLOW } from '@arflow/domain/workflows/custody';
import type { z } from 'zod';
import { requestContext } from '../../platform/http/context.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { recordRoutes } from '../../platform/modules/record-routes.ts';
import { readUpload } from '../enterprises/index.ts';
import { custodyDocuments } from './custody.tables.ts';
import {
  actOnCustody,
  type CustodyActionInput,
  custodyStaff,
  findCustody,
  getThresholds,
  loadCustody,
  saveCustody,
  saveThresholds,
} from './custody.ts';
import { CUSTODY_IMPORT_LIMITS, importCustody } from './import-custody.ts';

const tags = ['document-storage'];

/** The list (with its Excel export, decision 0085) and the detail with its timeline and actions. */
const readRoutes = recordRoutes({
  tags,
  access: A,
  params: idParam,
  table: custodyDocuments,
  workflow: CUSTODY_WORKFLOW,
  load: loadCustody,
  list: {
    path: '/document-storage',
    query: custodyListQuery,
    response: custodyListResponse,
    export: { columns: CUSTODY_COLUMNS, file: 'ho-so-luu-kho' },
    find: findCustody,
  },
  detail: { path: '/document-storage/:id', response: custodyDetailResponse },
});

/** Status actions: a body with the reason a loss requires (the transition table says which). */
const STATUS_ACTIONS = ['receive', 'damage', 'lose', 'recover', 'return'] as const;

/**
 * Document storage (spec §2 document-storage and its views, §3, §4, §7 Documents): create, edit,
 * import (the two upload calls), request, assign a holder, assign authority, the status actions and
 * the §9 thresholds. Every write is a transition of CUSTODY_WORKFLOW (decision 0093).
 */
export function custodyRoutes(app: ZodApp, deps: ModuleDeps): void {
  readRoutes(app, deps);
  const { db, clock } = deps;
  const write = { config: { access: A.write } };
  const saved = { 200: custodySaveResponse };

  app.post(
    '/document-storage/form',
    { ...write, schema: { tags, body: custodyForm, response: saved } },
    async (req) => ({
      data: await saveCustody(db, requestContext(req, clock), req.body),
    }),
  );
  app.post(
    '/document-storage/form/:id',
    { ...write, schema: { tags, params: idParam, body: custodyForm, response: saved } },
    async (req) => ({ data: await saveCustody(db, requestContext(req, clock), req.body, req.params.id) }),
  );

  const act = <B extends z.ZodType>(
    path: string,
    access: typeof A.write,
    body: B,
    input: (b: z.infer<B>) => CustodyActionInput,
  ) =>
    app.post(
      `/document-storage/:id/${path}`,
      { config: { access }, schema: { tags, params: idParam, body, response: saved } },
      async (req) => ({
        data: await actOnCustody(
          db,
          requestContext(req, clock),
          req.params.id,
          input(req.body as z.infer<B>),
        ),
      }),
    );
  for (const action of STATUS_ACTIONS)
    act(action, A.write, custodyActionBody, (b) => ({ action, reason: b.reason }));
  act('request', A.write, requestBody, (b) => ({ action: 'request', note: b.note }));
  act('assign-holder', A.write, assignHolderBody, (b) => ({ action: 'assign_holder', ...b }));
  act('assign-authority', A.authority, assignAuthorityBody, (b) => ({ action: 'assign_authority', ...b }));

  app.get(
    '/document-storage/staff',
    { config: { access: A.read }, schema: { tags, response: { 200: custodyStaffResponse } } },
    (req) => custodyStaff(db, req.actor!),
  );

  app.get(
    '/document-storage/thresholds',
    { config: { access: A.read }, schema: { tags, response: { 200: custodyThresholdsResponse } } },
    () => getThresholds(db),
  );
  app.post(
    '/document-storage/thresholds',
    {
      config: { access: A.thresholds },
      schema: { tags, body: custodyThresholds, response: { 200: custodyThresholdsResponse } },
    },
    (req) => saveThresholds(db, requestContext(req, clock), req.body),
  );

  // Spec §7 Documents: the two uploads (multipart .xlsx, the 'custody' template of /download/template).
  for (const [path, delivered] of [
    ['/documents/upload', false],
    ['/documents/upload-dxtd', true],
  ] as const) {
    app.post(
      path,
      { ...write, schema: { tags, consumes: ['multipart/form-data'], response: { 200: importResponse } } },
      async (req) => {
        const buffer = await readUpload(req, CUSTODY_IMPORT_LIMITS.maxBytes);
        const ctx = requestContext(req, clock);
        return { data: await importCustody({ db, ctx, buffer, locale: requestLocale(req), delivered }) };
      },
    );
  }
}
