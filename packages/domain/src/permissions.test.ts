import { describe, expect, it } from 'vitest';
import { type Access, AREA_ACCESS, allows, anyOf, MENU_ACCESS } from './permissions.ts';
import { FUNDER_ROLES, type Role } from './roles.ts';
import type { Actor } from './session.ts';

const funder = (role_id: Role): Actor => ({ enterprise_code: 'FUNDER', role_id });
const rolesOf = (access: Access) => FUNDER_ROLES.filter((r) => allows(access, funder(r)));

describe('MENU_ACCESS (spec §6)', () => {
  it('lets only funder staff in', () => {
    for (const access of Object.values(MENU_ACCESS)) {
      expect(allows(access, { enterprise_code: 'BUYER', role_id: 'MASTER' })).toBe(false);
      expect(allows(access, null)).toBe(false);
    }
  });

  it('matches the spec lists', () => {
    // The spec's ten, and the collection roles with their own figures (decision 0079).
    expect(rolesOf(MENU_ACCESS.home)).toEqual([...FUNDER_ROLES]);
    expect(rolesOf(MENU_ACCESS.client)).toEqual(
      FUNDER_ROLES.filter((r) => r !== 'ACC_CONTROLER' && r !== 'ACCOUNTANT'),
    );
    expect(rolesOf(MENU_ACCESS.transactions)).toEqual([...FUNDER_ROLES]);
    expect(rolesOf(MENU_ACCESS.payment)).toEqual([
      'MASTER',
      'SUBMASTER',
      'ACC_CONTROLER',
      'ACCOUNTANT',
      'VIEWER',
    ]);
    expect(rolesOf(MENU_ACCESS.savingsPacks)).toEqual(['MASTER', 'SUBMASTER']);
    expect(rolesOf(MENU_ACCESS.creditRating)).toEqual(['MASTER', 'SUBMASTER', 'CA_MANAGER']);
    expect(rolesOf(MENU_ACCESS.efficiencyFollowKpi)).toEqual(['CRM_SENIOR', 'CRM']);
    expect(rolesOf(MENU_ACCESS.profileFollowKpi)).toEqual(['CA_MANAGER', 'CA_SENIOR', 'CREDIT_OFFICER']);
  });

  it('anyOf unites accesses', () => {
    expect(rolesOf(anyOf(MENU_ACCESS.efficiency, MENU_ACCESS.efficiencyFollowKpi))).toEqual([
      'MASTER',
      'SUBMASTER',
      'CRM_SENIOR',
      'CRM',
      'CA_MANAGER',
      'CA_SENIOR',
    ]);
    expect(anyOf(MENU_ACCESS.home, 'public')).toBe('public');
    expect(anyOf(MENU_ACCESS.home, 'authenticated')).toBe('authenticated');
  });

  it('gives DOITAC_NCC both the individual-supplier and the partner areas', () => {
    const doitac: Actor = { enterprise_code: 'DOITAC_NCC', role_id: 'DOITAC_NCC' };
    expect(allows(AREA_ACCESS.indsup, doitac)).toBe(true);
    expect(allows(AREA_ACCESS.partner, doitac)).toBe(true);
    expect(allows(AREA_ACCESS.sup, doitac)).toBe(false);
    expect(allows(AREA_ACCESS.buy, { enterprise_code: 'BUYER', role_id: 'INPUTTER' })).toBe(true);
  });
});
