import { describe, expect, it } from 'vitest';
import type { EnterpriseCode } from './enterprises.ts';
import {
  activeMenuKey,
  areaOf,
  canEnterArea,
  DOITAC_PARTNER_GROUP,
  homePath,
  isActivePath,
  MENUS,
  type MenuItem,
  menuFor,
  menuLeaves,
  type PortalArea,
} from './menus.ts';
import { FUNDER_ROLES, type FunderRole, type Role } from './roles.ts';
import { findScreen, SCREENS } from './screens.ts';
import type { Actor } from './session.ts';

const funder = (role_id: Role): Actor => ({ enterprise_code: 'FUNDER', role_id });
const keysOf = (items: readonly MenuItem[]) => items.map((i) => i.key.replace(/^fun\./, '')).sort();

// Spec §6 "Funder menu visibility", written out role by role.
const ALL = [...FUNDER_ROLES];
const M = ['MASTER', 'SUBMASTER'] as const;
const NOT_ACCOUNTING = ALL.filter((r) => r !== 'ACC_CONTROLER' && r !== 'ACCOUNTANT');
const PAYMENT: FunderRole[] = [...M, 'ACC_CONTROLER', 'ACCOUNTANT', 'VIEWER'];
const TOP_LEVEL: Record<string, readonly FunderRole[]> = {
  // Spec §6's ten roles, and the collection roles with figures of their own (decision 0079).
  home: ALL,
  client: NOT_ACCOUNTING,
  partner: NOT_ACCOUNTING,
  credit: NOT_ACCOUNTING,
  transactions: ALL,
  team: ALL,
  programme: ALL,
  summary: ALL,
  profile: ALL,
  payment: PAYMENT,
  'partner-payment': PAYMENT,
  // Spec §6 lists the payment roles; the collection roles are added for their own menu (issue 12).
  collection: [...PAYMENT, 'COLLECTION_MANAGER', 'COLLECTOR'],
  'document-storage': ALL,
  reports: [...M, 'ACCOUNTANT', 'ACC_CONTROLER'],
  savings: [...M],
  // Efficiency: the four roles, plus CRM staff for their KPI follow-up.
  efficiency: [...M, 'CA_SENIOR', 'CA_MANAGER', 'CRM_SENIOR', 'CRM'],
  'credit-rating': [...M, 'CA_MANAGER'],
  internal: [...M, 'ACC_CONTROLER', 'ACCOUNTANT'],
  'partner-trading': [...M, 'CA_MANAGER', 'ACC_CONTROLER', 'ACCOUNTANT'],
  // Not in spec §6: decided to follow savings packs.
  points: [...M],
};
const SUB_ENTRIES: Record<string, readonly FunderRole[]> = {
  'fun.partner.setup': NOT_ACCOUNTING,
  'fun.reports.client-partner': [...M],
  'fun.reports.business': [...M, 'ACCOUNTANT', 'ACC_CONTROLER'],
  'fun.efficiency.customer-relation': [...M],
  'fun.efficiency.expertise': [...M, 'CA_SENIOR', 'CA_MANAGER'],
  'fun.efficiency.follow-kpi': ['CRM_SENIOR', 'CRM'],
  'fun.internal.crm-commission': [...M, 'ACC_CONTROLER', 'ACCOUNTANT'],
  'fun.internal.kpi': [...M],
  'fun.profile.follow-kpi': ['CA_MANAGER', 'CA_SENIOR', 'CREDIT_OFFICER'],
  'fun.profile.account-info': ALL,
  'fun.transactions.progress': ALL,
};

const allKeys = (items: readonly MenuItem[]): string[] =>
  items.flatMap((i) => [i.key, ...(i.children ? allKeys(i.children) : [])]);

describe('funder menu (spec §6)', () => {
  it.each(ALL)('%s sees exactly the top-level groups of the spec', (role) => {
    const expected = Object.entries(TOP_LEVEL)
      .filter(([, roles]) => roles.includes(role))
      .map(([k]) => k)
      .sort();
    expect(keysOf(menuFor(funder(role)))).toEqual(expected);
  });

  it.each(ALL)('%s sees exactly the listed sub-entries of the spec', (role) => {
    const visible = new Set(allKeys(menuFor(funder(role))));
    for (const [key, roles] of Object.entries(SUB_ENTRIES)) {
      expect(visible.has(key), `${role} ${key}`).toBe(roles.includes(role));
    }
  });

  it('holds the examples of the brief', () => {
    const top = (role: Role) => keysOf(menuFor(funder(role)));
    expect(top('ACCOUNTANT')).toEqual(expect.arrayContaining(['payment', 'reports', 'internal']));
    expect(top('ACCOUNTANT')).not.toContain('client');
    expect(top('VIEWER')).toEqual(
      expect.arrayContaining(['home', 'payment', 'transactions', 'document-storage', 'profile']),
    );
    for (const role of ALL)
      expect(top(role).includes('savings')).toBe(role === 'MASTER' || role === 'SUBMASTER');
    const crmEfficiency = menuFor(funder('CRM')).find((i) => i.key === 'fun.efficiency');
    expect(crmEfficiency?.children?.map((c) => c.key)).toEqual(['fun.efficiency.follow-kpi']);
  });

  it('drops empty groups', () => {
    const check = (items: readonly MenuItem[]) => {
      for (const i of items) if (i.children) expect(i.children.length).toBeGreaterThan(0);
    };
    for (const role of ALL) check(menuFor(funder(role)));
  });
});

describe('other areas', () => {
  const actor = (enterprise_code: EnterpriseCode, role_id: Role): Actor => ({ enterprise_code, role_id });

  it('gives each enterprise type its area menu', () => {
    expect(menuFor(actor('BUYER', 'AUTHORIZER')).map((i) => i.key)).toEqual(MENUS.buy.map((i) => i.key));
    expect(menuFor(actor('SUPPLIER', 'INPUTTER')).map((i) => i.key)).toEqual(MENUS.sup.map((i) => i.key));
    expect(menuFor(actor('INDSUPPLIER', 'INDSUPPLIER')).map((i) => i.key)).toEqual(
      MENUS.indsup.map((i) => i.key),
    );
    expect(menuFor(actor('PARTNER', 'PARTNER')).map((i) => i.key)).toEqual(MENUS.partner.map((i) => i.key));
  });

  it('gives DOITAC_NCC the individual-supplier menu plus a Partner group', () => {
    const items = menuFor(actor('DOITAC_NCC', 'DOITAC_NCC'));
    expect(items.map((i) => i.key)).toEqual([...MENUS.indsup.map((i) => i.key), 'indsup.partner']);
    const partnerPaths = menuLeaves(items.at(-1)?.children ?? []).map((l) => l.path);
    expect(partnerPaths).toContain('/partner/funding-coordination/program-config');
    expect(partnerPaths).toContain('/partner/lending-service/lending-management');
  });

  it('never shows another area', () => {
    const paths = (a: Actor) => menuLeaves(menuFor(a)).map((l) => l.path ?? '');
    expect(paths(actor('BUYER', 'BUYER')).every((p) => p.startsWith('/buy/'))).toBe(true);
    expect(paths(actor('SUPPLIER', 'AUTHORIZER')).every((p) => p.startsWith('/sup/'))).toBe(true);
    expect(paths(funder('MASTER')).every((p) => p.startsWith('/fun/'))).toBe(true);
  });
});

describe('menu structure', () => {
  const trees: [PortalArea, readonly MenuItem[]][] = [
    ...(Object.entries(MENUS) as [PortalArea, readonly MenuItem[]][]),
    ['partner', [DOITAC_PARTNER_GROUP]],
  ];

  it('leads every leaf to a screen of its area, with the same access', () => {
    for (const [area, items] of trees) {
      for (const leaf of menuLeaves(items)) {
        expect(leaf.path, leaf.key).toBeDefined();
        expect(leaf.path, leaf.key).not.toContain(':');
        const screen = findScreen(leaf.path ?? '');
        expect(screen?.area, leaf.key).toBe(area);
        expect(screen?.access, leaf.key).toEqual(leaf.access);
      }
    }
  });

  it('has labels in both languages and unique keys per menu', () => {
    const walk = (items: readonly MenuItem[]) => {
      for (const i of items) {
        expect(i.label.vi.trim(), i.key).not.toBe('');
        expect(i.label.en.trim(), i.key).not.toBe('');
        if (i.children) walk(i.children);
      }
    };
    for (const [, items] of trees) walk(items);
    for (const items of [...Object.values(MENUS), [...MENUS.indsup, DOITAC_PARTNER_GROUP]]) {
      const keys = allKeys(items);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('lists every list or landing screen (those without parameters), except action pages', () => {
    // Reached from a list or a detail page, not from the menu.
    const ACTION_PAGES = [
      '/partner/lending-service/lending-management/add-lending',
      '/fun/buyer/new',
      '/fun/supplier/UploadExcelIndividual',
      '/fun/supplier/AssessmentItem',
      '/fun/indsupplier/UploadExcelIndividual',
      '/fun/indsupplier/AssessmentItem',
      '/fun/partner/person/new',
      '/fun/partner/corporate/new',
      '/fun/program-setup/promotion/add',
      '/fun/program-setup/lending-pack/detail-pack',
      '/fun/transactions/expertise/AssessmentItem',
      '/fun/early-payment/Export',
      '/fun/early-payment/SelectBank',
      '/fun/partner-payment/ChangeFundingNotice',
      '/fun/partner-payment/CreateFundingNotice',
      '/fun/partner-payment/lending/LendingConfirmationNotice',
      '/fun/partner-payment/lending/LendingExtentioinEdit',
      '/fun/partner-payment/lending/LendingExtentionEditView',
      '/fun/partner-payment/lending/LendingSettlementNotice',
      '/fun/partner-payment/referral/TerminationNotice',
      '/fun/partner-payment/referral/TransactionPaymentNotice',
      '/fun/internal/kpi/settingkpi',
      '/fun/profile/bank-info/add',
      '/fun/tichluy/AddSourceTranfer',
    ];
    const inMenus = new Set(trees.flatMap(([, items]) => menuLeaves(items).map((l) => l.path)));
    const notListed = SCREENS.filter(
      (s) => s.area !== 'public' && !s.path.includes(':') && !inMenus.has(s.path),
    ).map((s) => s.path);
    expect(notListed.sort()).toEqual([...ACTION_PAGES].sort());
  });
});

describe('homePath, areaOf, canEnterArea', () => {
  it.each([
    [funder('CRM_SENIOR'), '/fun/buyer/list'],
    [funder('CRM'), '/fun/buyer/list'],
    [funder('MASTER'), '/fun/transactions/progress'],
    [funder('ACCOUNTANT'), '/fun/transactions/progress'],
    [funder('VIEWER'), '/fun/transactions/progress'],
    [{ enterprise_code: 'BUYER', role_id: 'AUTHORIZER' }, '/buy/home'],
    [{ enterprise_code: 'SUPPLIER', role_id: 'INPUTTER' }, '/sup/home'],
    [{ enterprise_code: 'INDSUPPLIER', role_id: 'INDSUPPLIER' }, '/indsup/home'],
    [{ enterprise_code: 'DOITAC_NCC', role_id: 'DOITAC_NCC' }, '/indsup/home'],
    [{ enterprise_code: 'PARTNER', role_id: 'PARTNER' }, '/partner/home'],
  ] as [Actor, string][])('%o → %s', (actor, path) => {
    expect(homePath(actor)).toBe(path);
    expect(findScreen(path)).toBeDefined();
  });

  it('funder homes are screens the role may open', () => {
    for (const role of ALL) {
      const screen = findScreen(homePath(funder(role)));
      expect(screen && typeof screen.access !== 'string' && screen.access.length > 0).toBe(true);
    }
  });

  it('maps enterprises to areas and guards areas', () => {
    expect(areaOf('FUNDER')).toBe('fun');
    expect(areaOf('DOITAC_NCC')).toBe('indsup');
    const doitac: Actor = { enterprise_code: 'DOITAC_NCC', role_id: 'DOITAC_NCC' };
    expect(canEnterArea(doitac, 'indsup')).toBe(true);
    expect(canEnterArea(doitac, 'partner')).toBe(true);
    expect(canEnterArea(doitac, 'sup')).toBe(false);
    expect(canEnterArea(funder('VIEWER'), 'fun')).toBe(true);
    expect(canEnterArea(funder('MASTER'), 'buy')).toBe(false);
    expect(canEnterArea({ enterprise_code: 'BUYER', role_id: 'BUYER' }, 'fun')).toBe(false);
    expect(canEnterArea(null, 'public')).toBe(true);
    expect(canEnterArea(null, 'buy')).toBe(false);
  });
});

describe('isActivePath', () => {
  it.each([
    ['/fun/buyer/list', '/fun/buyer/list', true],
    ['/fun/buyer/list', '/fun/buyer/list/', true],
    ['/fun/buyer/list', '/fun/buyer/12', true],
    ['/fun/buyer/list', '/fun/buyer/new', true],
    ['/fun/buyer/list', '/fun/buyer/credit/12', false],
    ['/fun/buyer/list', '/fun/buyer/credit', false],
    ['/fun/buyer/credit', '/fun/buyer/credit/12', true],
    ['/fun/buyer/credit', '/fun/buyer/credit/12/eligibility', true],
    ['/fun/buyer/credit', '/fun/buyer/credit/12/maturity-discount-groups', true],
    ['/sample', '/sample/add', true],
    ['/sample', '/sample/5', true],
    ['/sample', '/sample/abc', false],
    ['/fun/transactions/progress', '/fun/transactions/progress/7', true],
    ['/fun/transactions/progress', '/fun/transactions/progress/ar/7', true],
    ['/fun/transactions/progress', '/fun/transactions/progress/ar', true],
    ['/fun/transactions/progress', '/fun/transactions/completed/7', false],
    ['/fun/transactions/progress', '/fun/transactions/progress-x', false],
    ['/fun/profile/bank-info', '/fun/profile/bank-info/add', true],
    ['/fun/tichluy/ListPackageUnlimited', '/fun/tichluy/ListPackageUnlimited/Member/3', true],
    ['/fun/tichluy/ListPackageUnlimited', '/fun/tichluy/ListPackageUnlimited/Member', false],
    ['/fun/transactions/expertise', '/fun/transactions/expertise/AssessmentItem', false],
    ['/fun/home', '/fun/homework', false],
  ] as const)('%s on %s → %s', (item, current, expected) => {
    expect(isActivePath(item, current)).toBe(expected);
  });

  it('picks the most specific leaf', () => {
    const items = menuFor(funder('MASTER'));
    expect(activeMenuKey(items, '/fun/buyer/12')).toBe('fun.client.buyer');
    expect(activeMenuKey(items, '/fun/buyer/credit/12')).toBe('fun.credit.buyer');
    expect(activeMenuKey(items, '/fun/transactions/reject/ar/4')).toBe('fun.transactions.reject');
    expect(activeMenuKey(items, '/fun/nowhere')).toBeUndefined();
  });
});
