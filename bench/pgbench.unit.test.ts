import { describe, expect, it } from 'vitest';
import { parseTps, pgbenchScript } from './pgbench.ts';

describe('pgbench replay of a request', () => {
  it('sends each parameter as a named variable, $10 apart from $1, NULL in the text', () => {
    const params = ['a', null, '3', '4', '5', '6', '7', '8', '9', 'ten'];
    const { script, vars } = pgbenchScript([
      { text: 'begin', params: [] },
      { text: 'select\n  *\nfrom t where a = $1 and b = $2 and j = $10 and k = $1', params },
      { text: "select set_config('app.user', $1, true);", params: ['42'] },
    ]);
    expect(script).toBe(
      'begin;\nselect * from t where a = :s1p1 and b = NULL and j = :s1p10 and k = :s1p1;\n' +
        "select set_config('app.user', :s2p1, true);\n",
    );
    expect(vars).toEqual(['s1p1=a', 's1p10=ten', 's2p1=42']);
  });

  it("reads pgbench's tps without the connection time", () => {
    const out =
      'number of transactions actually processed: 1234\n' +
      'latency average = 40.1 ms\ninitial connection time = 12.3 ms\n' +
      'tps = 1245.678901 (without initial connection time)\n';
    expect(parseTps(out)).toBeCloseTo(1245.6789, 3);
    expect(parseTps('pgbench: error: connection refused')).toBeUndefined();
  });
});
