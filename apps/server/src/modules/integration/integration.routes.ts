import { INTEGRATION_ACCESS } from '@arflow/domain/access/integration';
import {
  INTEGRATION_COLUMNS,
  type IntegrationRequestType,
  integrationLogBody,
  integrationLogResponse,
  integrationSendBody,
  integrationSendResponse,
} from '@arflow/domain/api/integration';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { listRoute } from '../../platform/lists/list-route.ts';
import { sendNow } from './deliver.ts';
import { findLogs, toLogItem } from './find-logs.ts';
import { payloadFor } from './payloads.ts';

const tags = ['integration'];

/** The spec's send calls, one per event type: each sends the record's event again, now. */
const SENDS: Record<string, IntegrationRequestType> = {
  '/arito-logs/send-enterprise': 'enterprise',
  '/arito-logs/send-transaction-first-payment': 'transaction_first_payment',
  '/arito-logs/send-buy-first-paid': 'buy_first_paid',
  '/arito-logs/send-settled': 'settled',
};

export function integrationRoutes(app: ZodApp, { db, clock, config }: ModuleDeps): void {
  app.post(
    '/arito-logs/get-logs',
    listRoute({
      tags,
      access: INTEGRATION_ACCESS.read,
      list: { columns: INTEGRATION_COLUMNS, file: 'nhat-ky-tich-hop' },
      body: integrationLogBody,
      response: integrationLogResponse,
    }),
    (req) => findLogs(db, req.body),
  );
  for (const [path, type] of Object.entries(SENDS)) {
    app.post(
      path,
      {
        config: { access: INTEGRATION_ACCESS.send },
        schema: { tags, body: integrationSendBody, response: { 200: integrationSendResponse } },
      },
      async (req) => {
        const body = await payloadFor(db, type, req.body.id);
        const row = await sendNow(db, {
          config: config.integration,
          request_type: type,
          entity_id: req.body.id,
          body,
          now: clock.now(),
        });
        return { data: toLogItem(row) };
      },
    );
  }
}
