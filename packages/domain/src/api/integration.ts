import { z } from 'zod';
import { keyedNames } from '../names.ts';
import { msg } from '../validation.ts';
import { recordId } from './companies.ts';
import { listColumns, pagedBody, pagedResponse } from './paging.ts';

/**
 * The accounting-system integration log (spec §3 "Integration log", §7 "/arito-logs"): every
 * enterprise, first payment, buyer first paid and settled event is sent to the accounting
 * system's endpoint; queued events are retried with backoff (auto), a send asked by a person is
 * manual.
 */
export const INTEGRATION_REQUEST_TYPES = [
  'enterprise',
  'transaction_first_payment',
  'buy_first_paid',
  'settled',
] as const;
export type IntegrationRequestType = (typeof INTEGRATION_REQUEST_TYPES)[number];
export const INTEGRATION_STATUSES = ['success', 'fail', 'incomplete'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];
export const INTEGRATION_QUEUE_TYPES = ['auto', 'manual'] as const;
export type IntegrationQueueType = (typeof INTEGRATION_QUEUE_TYPES)[number];

export const integrationLogItem = z.object({
  id: z.number().int(),
  created_at: z.string(),
  queue_type: z.enum(INTEGRATION_QUEUE_TYPES),
  request_type: z.enum(INTEGRATION_REQUEST_TYPES),
  entity_id: z.number().int(),
  status: z.enum(INTEGRATION_STATUSES),
  url: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
  response_code: z.number().int().nullable(),
  response_body: z.string().nullable(),
  send_count: z.number().int(),
  next_attempt_at: z.string().nullable(),
  updated_at: z.string(),
});
export type IntegrationLogItem = z.infer<typeof integrationLogItem>;

/** The log's codes in words (the module's texts): the popup's cells and filters, and the file. */
export const INTEGRATION_TYPE_NAMES = keyedNames('integration.types', INTEGRATION_REQUEST_TYPES);
export const INTEGRATION_STATUS_NAMES = keyedNames('integration.statuses', INTEGRATION_STATUSES);
export const INTEGRATION_QUEUE_NAMES = keyedNames('integration.queues', INTEGRATION_QUEUE_TYPES);

/** The integration log's columns: the popup's table and its Excel export. */
export const INTEGRATION_COLUMNS = listColumns<IntegrationLogItem>()([
  { key: 'created_at', label: 'integration.fields.created_at', kind: 'dateTime', sort: true },
  { key: 'queue_type', label: 'integration.fields.queue_type', names: INTEGRATION_QUEUE_NAMES },
  { key: 'request_type', label: 'integration.fields.request_type', names: INTEGRATION_TYPE_NAMES },
  { key: 'entity_id', label: 'integration.fields.entity_id' },
  { key: 'status', label: 'integration.fields.status', names: INTEGRATION_STATUS_NAMES },
  { key: 'response_code', label: 'integration.fields.response_code' },
  { key: 'send_count', label: 'integration.fields.send_count', sort: true },
]);
/** The sort keys: the sortable columns' and the last attempt. */
export const INTEGRATION_SORT_COLUMNS = ['created_at', 'updated_at', 'send_count'] as const;
export const integrationLogBody = pagedBody(
  {
    request_type: z.enum(INTEGRATION_REQUEST_TYPES, { error: msg('invalid') }).optional(),
    status: z.enum(INTEGRATION_STATUSES, { error: msg('invalid') }).optional(),
    queue_type: z.enum(INTEGRATION_QUEUE_TYPES, { error: msg('invalid') }).optional(),
  },
  INTEGRATION_SORT_COLUMNS,
);
export type IntegrationLogBody = z.infer<typeof integrationLogBody>;
export const integrationLogResponse = pagedResponse(integrationLogItem);

/** A send by hand (queue type manual): the record whose event is sent again now. */
export const integrationSendBody = z.strictObject({ id: recordId() });
export type IntegrationSendBody = z.infer<typeof integrationSendBody>;
export const integrationSendResponse = z.object({ data: integrationLogItem });
