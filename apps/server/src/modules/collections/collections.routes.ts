import { COLLECTIONS_ACCESS } from '@arflow/domain/access/collections';
import {
  COLLECTION_COLUMNS,
  type CollectionDetail,
  type CollectionView,
  collectionDetailResponse,
  collectionListBody,
  collectionListResponse,
  writeOffBody,
} from '@arflow/domain/api/collections';
import { idParam } from '@arflow/domain/api/params';
import { settlementUploadResponse } from '@arflow/domain/api/payments';
import { availableActions } from '@arflow/domain/workflows/engine';
import { RECEIVABLE_WORKFLOW } from '@arflow/domain/workflows/receivable';
import { eq } from 'drizzle-orm';
import { findHistory } from '../../platform/audit/history.ts';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requestContext } from '../../platform/http/context.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { idempotencyKey } from '../payments/idempotency.ts';
import { settlePayment } from '../payments/settle-payment.ts';
import { settlementRecordsOf } from '../payments/settlement-records.ts';
import { transactionReceivables } from '../transactions/transactions.tables.ts';
import { findCollection, findCollections } from './find-collections.ts';
import { writeOff } from './write-off.ts';

const tags = ['collections'];
const VIEWS: CollectionView[] = ['overdue', 'bad-n-del', 'completed'];
/** The receivable actions the collection screens offer. */
const COLLECTION_ACTIONS = new Set(['complete_collection', 'write_off']);

async function collectionDetail(
  db: DbOrTx,
  actor: UserState,
  id: number,
  today: string,
): Promise<CollectionDetail> {
  const data = await findCollection(db, id, today);
  if (!data) throw new AppError('NOT_FOUND');
  const payments = (await settlementRecordsOf(db, { trans_id: data.trans_id })).filter((p) => p.ar_id === id);
  const actions = availableActions({ workflow: RECEIVABLE_WORKFLOW, from: data.status as never, actor })
    .map((a) => a.action)
    .filter((a) => COLLECTION_ACTIONS.has(a));
  return { data, payments, history: await findHistory(db, RECEIVABLE_WORKFLOW.entity, id), actions };
}

/** Debt collection (spec §7 /debt-overdue/*; the detail and its actions are designed calls). */
export function collectionsRoutes(app: ZodApp, deps: ModuleDeps): void {
  const { db, clock } = deps;
  for (const view of VIEWS) {
    app.post(
      `/debt-overdue/${view}`,
      {
        config: {
          access: COLLECTIONS_ACCESS.read,
          list: { columns: COLLECTION_COLUMNS, file: `thu-hoi-no-${view}` },
        },
        schema: { tags, body: collectionListBody, response: { 200: collectionListResponse } },
      },
      (req) => findCollections({ db, view, body: req.body, today: clock.today() }),
    );
  }
  app.get(
    '/debt-collection/:id',
    {
      config: { access: COLLECTIONS_ACCESS.read },
      schema: { tags, params: idParam, response: { 200: collectionDetailResponse } },
    },
    (req) => collectionDetail(db, req.actor!, req.params.id, clock.today()),
  );
  app.post(
    '/debt-collection/:id/collect',
    {
      config: { access: COLLECTIONS_ACCESS.collect, idempotencyKey: true },
      schema: {
        tags,
        description:
          'multipart/form-data: ar_id (the receivable of the path), payment_date, amount, remaining_principal, interest_paid (whole VND), then the bank slip as `file`. Idempotency-Key: optional.',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: settlementUploadResponse },
      },
    },
    async (req) => {
      const [link] = await db
        .select({ trans_id: transactionReceivables.trans_id })
        .from(transactionReceivables)
        .where(eq(transactionReceivables.ar_id, req.params.id));
      if (!link) throw new AppError('NOT_FOUND');
      return settlePayment({
        deps,
        req,
        ctx: requestContext(req, clock),
        id: link.trans_id,
        key: idempotencyKey(req.headers['idempotency-key']),
        mode: 'collection',
        arId: req.params.id,
      });
    },
  );
  app.post(
    '/debt-collection/:id/write-off',
    {
      config: { access: COLLECTIONS_ACCESS.writeOff },
      schema: { tags, params: idParam, body: writeOffBody, response: { 200: collectionDetailResponse } },
    },
    async (req) => {
      await writeOff({ db, ctx: requestContext(req, clock), id: req.params.id, body: req.body });
      return collectionDetail(db, req.actor!, req.params.id, clock.today());
    },
  );
}
