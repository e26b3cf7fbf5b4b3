import { describe, expect, it } from 'vitest';
import { listenHost, seedPlan } from './seed-plan.ts';

describe('what a start seeds', () => {
  it('seeds the demo on the embedded database, never on DATABASE_URL unless ARFLOW_DEMO=1', () => {
    expect(seedPlan({ embeddedDatabase: true, demo: undefined })).toBe('demo');
    expect(seedPlan({ embeddedDatabase: false, demo: undefined })).toBe('first-master');
    expect(seedPlan({ embeddedDatabase: false, demo: true })).toBe('demo');
    expect(seedPlan({ embeddedDatabase: true, demo: false })).toBe('first-master');
  });

  it('listens on loopback while demo accounts exist, unless HOST says otherwise', () => {
    expect(listenHost(undefined, true)).toBe('127.0.0.1');
    expect(listenHost(undefined, false)).toBe('0.0.0.0');
    expect(listenHost('0.0.0.0', true)).toBe('0.0.0.0');
    expect(listenHost('10.0.0.5', false)).toBe('10.0.0.5');
  });
});
