import { menuFor } from '@arflow/domain/menus';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

const master = { role_id: 'MASTER', enterprise_code: 'FUNDER' } as const;

describe('breadcrumbTrail', () => {
  it('gives the parent list and the current screen of a public detail page', () => {
    const trail = breadcrumbTrail('/sample/5', []);
    expect(trail.map((c) => c.label.en)).toEqual(['Samples', 'Sample details']);
    expect(trail[0]?.path).toBe('/sample');
    expect(trail[1]?.path).toBeUndefined();
  });

  it('starts with the menu group and entry of a signed-in user', () => {
    const trail = breadcrumbTrail('/fun/profile/account-info', menuFor(master));
    expect(trail.at(-1)?.label.en).toBe('Account information');
    expect(trail.length).toBeGreaterThanOrEqual(2);
  });

  it('is empty for an unknown path', () => {
    expect(breadcrumbTrail('/nowhere/at/all', [])).toEqual([]);
  });
});
