import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../../test/api.ts';

// One export at a time on this instance, so the second of two at once must wait.
const api = useApiHarness({ env: { EXPORT_SLOTS: '1' } });

const input = { search_condition: {}, sort_column: 'updated_at', sort_direction: 'DESC' };
const appendices = '/api/referral-coordination/program-config/list-referral-appendix/export';

describe('list exports share a few slots per instance', () => {
  it('answers 429 with Retry-After and a readable reason while the slots are taken, then serves again', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => api.post(appendices, input, 'viewer', { 'accept-language': 'en' })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    const busy = answers.find((r) => r.statusCode === 429);
    expect(busy, `statuses ${codes.join(', ')}`).toBeDefined();
    expect(busy!.headers['retry-after']).toBe('30');
    expect(busy!.json()).toMatchObject({
      code: 'EXPORTS_BUSY',
      messages: [expect.stringContaining('Excel exports')],
    });
    // Every slot came back: the next export runs.
    expect((await api.post(appendices, input, 'viewer')).statusCode).toBe(200);
  });

  it('frees the slot when the list refuses the export before a row is written', async () => {
    const missing = await api.post('/api/partner/ref_appendix/999999999/appendixes/export', input, 'viewer');
    expect(missing.statusCode).toBe(404);
    expect((await api.post(appendices, input, 'viewer')).statusCode).toBe(200);
  });
});
