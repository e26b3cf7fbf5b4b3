import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import { createCompany } from '../enterprises/index.ts';
import { createTransaction } from '../transactions/index.ts';
import { deliverIntegrations, MAX_SENDS, queueIntegration } from './deliver.ts';
import { integrationLogs } from './integration.tables.ts';
import { payloadFor } from './payloads.ts';

/** The accounting system's stand-in: answers 500 to the first `failures` calls, then 200. */
const received: { headers: IncomingHttpHeaders; body: unknown }[] = [];
let failures = 0;
let server: Server;
let t: TestApp;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      if (failures > 0) {
        failures -= 1;
        res.writeHead(500).end('try later');
      } else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/arito`;
  t = await createTestApp({ env: { INTEGRATION_URL: url, INTEGRATION_TOKEN: 'tok-secret' } });
});
afterAll(async () => {
  await t?.close();
  server?.close();
});
beforeEach(() => {
  received.length = 0;
  failures = 0;
});

const config = () => t.config.integration;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 3, minutes));
const logOf = async (id: number) =>
  (await t.db.select().from(integrationLogs).where(eq(integrationLogs.id, id)))[0]!;

async function queuedEnterprise(now: Date) {
  const entId = await createCompany(t.db, 'SUPPLIER');
  const body = await payloadFor(t.db, 'enterprise', entId);
  const id = await t.db.transaction((tx) =>
    queueIntegration(tx, { request_type: 'enterprise', entity_id: entId, body, now }),
  );
  return { entId, id };
}

describe('the integration outbox', () => {
  it('retries with backoff after failures, then succeeds, sending the event with the token', async () => {
    const { entId, id } = await queuedEnterprise(at(0));
    failures = 2;
    expect(await deliverIntegrations({ db: t.db, config: config(), now: at(0) })).toBe(0);
    expect(await logOf(id)).toMatchObject({
      status: 'incomplete',
      send_count: 1,
      response_code: 500,
      next_attempt_at: at(1),
    });
    // Not due yet: nothing is sent before the backoff ends.
    await deliverIntegrations({ db: t.db, config: config(), now: at(0) });
    expect(received).toHaveLength(1);
    await deliverIntegrations({ db: t.db, config: config(), now: at(1) });
    expect(await logOf(id)).toMatchObject({ status: 'incomplete', send_count: 2, next_attempt_at: at(3) });
    expect(await deliverIntegrations({ db: t.db, config: config(), now: at(3) })).toBe(1);
    const done = await logOf(id);
    expect(done).toMatchObject({
      status: 'success',
      send_count: 3,
      response_code: 200,
      url,
      next_attempt_at: null,
    });
    expect(done.headers).toEqual({ 'content-type': 'application/json', authorization: 'Bearer ***' });
    expect(received).toHaveLength(3);
    expect(received[2]!.headers.authorization).toBe('Bearer tok-secret');
    expect(received[2]!.body).toMatchObject({ event: 'enterprise', enterprise: { id: entId } });
  });

  it('gives up after the last try (fail), and waits while no endpoint is set', async () => {
    const { id } = await queuedEnterprise(at(0));
    expect(
      await deliverIntegrations({ db: t.db, config: { url: undefined, token: undefined }, now: at(0) }),
    ).toBe(0);
    expect(await logOf(id)).toMatchObject({ status: 'incomplete', send_count: 0 });
    failures = 100;
    for (let n = 0, now = 0; n < MAX_SENDS; n += 1, now += 200) {
      await deliverIntegrations({ db: t.db, config: config(), now: at(now) });
    }
    expect(await logOf(id)).toMatchObject({ status: 'fail', send_count: MAX_SENDS, next_attempt_at: null });
  });

  it('queues nothing when the change it reports rolls back', async () => {
    const before = (await t.db.select().from(integrationLogs)).length;
    await expect(
      t.db.transaction(async (tx) => {
        await queueIntegration(tx, { request_type: 'settled', entity_id: 1, body: {}, now: at(0) });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(integrationLogs)).toHaveLength(before);
  });
});

describe('/arito-logs', () => {
  const post = async (url: string, payload: Record<string, unknown>, user = 'master') =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: await t.auth(user), payload });

  it('sends an event by hand (manual) and lists it with its filters', async () => {
    const entId = await createCompany(t.db, 'BUYER');
    const sent = await post('/arito-logs/send-enterprise', { id: entId });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      queue_type: 'manual',
      request_type: 'enterprise',
      status: 'success',
      send_count: 1,
      response_code: 200,
    });
    const list = await post('/arito-logs/get-logs', {
      search_condition: { queue_type: 'manual', request_type: 'enterprise' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((l: { entity_id: number }) => l.entity_id)).toContain(entId);
    expect(list.json().data.every((l: { queue_type: string }) => l.queue_type === 'manual')).toBe(true);
  });

  it('sends the first payment of a transaction and the buyer first payment of a receivable by hand', async () => {
    const supId = await createCompany(t.db, 'SUPPLIER');
    const buyId = await createCompany(t.db, 'BUYER');
    const tr = await createTransaction(t.db, { supId, buyId, status: 'PAID', arCount: 1 });
    const first = await post('/arito-logs/send-transaction-first-payment', { id: tr.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      queue_type: 'manual',
      request_type: 'transaction_first_payment',
      status: 'success',
      entity_id: tr.id,
    });
    const buyer = await post('/arito-logs/send-buy-first-paid', { id: tr.arIds[0] });
    expect(buyer.json().data).toMatchObject({ request_type: 'buy_first_paid', entity_id: tr.arIds[0] });
    // The accounting system got each record as it is now, with the parties by tax code.
    const [sentTrans, sentAr] = received.map(
      (r) => r.body as Record<string, { id: number; trans_code?: string }>,
    );
    expect(sentTrans).toMatchObject({
      event: 'transaction_first_payment',
      transaction: { id: tr.id, trans_code: tr.trans_code, status: 'PAID' },
    });
    expect(sentAr).toMatchObject({ event: 'buy_first_paid', receivable: { id: tr.arIds[0] } });
    expect((await post('/arito-logs/send-transaction-first-payment', { id: 999_999 })).statusCode).toBe(404);
    expect((await post('/arito-logs/send-buy-first-paid', { id: 999_999 })).statusCode).toBe(404);
  });

  it('a manual send that fails is logged as fail, not retried', async () => {
    failures = 1;
    const entId = await createCompany(t.db, 'BUYER');
    const sent = await post('/arito-logs/send-enterprise', { id: entId });
    expect(sent.json().data).toMatchObject({ status: 'fail', response_code: 500, next_attempt_at: null });
  });

  it('refuses what is not there, bad input and the roles the payment menu excludes', async () => {
    expect((await post('/arito-logs/send-settled', { id: 999_999 })).statusCode).toBe(404);
    expect((await post('/arito-logs/send-settled', { id: 'x' })).statusCode).toBe(422);
    expect((await post('/arito-logs/get-logs', { search_condition: { status: 'maybe' } })).statusCode).toBe(
      422,
    );
    expect((await post('/arito-logs/get-logs', {}, 'supplier1')).statusCode).toBe(403);
  });

  it('queues the enterprise event in the transaction that activates a client', async () => {
    // PTN02 is onboarded in the demo world; its activation is this test's own change.
    const [ptn] = await t.db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.code, 'PTN02'));
    const before = await t.db.select().from(integrationLogs).where(eq(integrationLogs.entity_id, ptn!.id));
    const res = await post(`/partner/${ptn!.id}/status`, { action: 'activate' }, 'camanager');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('ACTIVATED');
    const after = await t.db.select().from(integrationLogs).where(eq(integrationLogs.entity_id, ptn!.id));
    const added = after.filter((l) => !before.some((b) => b.id === l.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ request_type: 'enterprise', queue_type: 'auto', status: 'incomplete' });
  });
});
