import type { MenuEntry } from './modules/define.ts';
import { PORTAL_MODULES } from './modules/index.ts';
import { type Access, AREA_ACCESS, allows, anyOf, MENU_ACCESS } from './permissions.ts';
import { findScreen, normalizePath, SCREENS } from './screens.ts';
import type { Actor } from './session.ts';
import { type Text, text } from './text.ts';

export { areaOf, BUYER_MANAGEMENT_ROLES, canEnterArea, homePath, type PortalArea } from './areas.ts';

import { areaOf, type PortalArea } from './areas.ts';

/** A left-menu entry. A group has children and no path; a leaf has a path to a screen. */
export interface MenuItem {
  key: string;
  label: Text;
  path?: string;
  /** Ant Design icon name, e.g. 'HomeOutlined'. */
  icon?: string;
  access: Access;
  children?: readonly MenuItem[];
}

/** A leaf for a screen path: its access is the screen's, its label the screen title unless given. */
function leaf(key: string, path: string, label?: Text, icon?: string): MenuItem {
  const screen = SCREENS.find((s) => s.path === path) ?? findScreen(path);
  if (!screen) throw new Error(`menu leaf ${key}: no screen ${path}`);
  const item: MenuItem = { key, label: label ?? screen.title, path, access: screen.access };
  return icon ? { ...item, icon } : item;
}

/** A leaf as a table row: key and path after the table's prefixes, and a label if not the title's. */
type LeafRow = readonly [key: string, path: string, vi?: string, en?: string];

/** The leaves of one table: keys under `key.`, paths under `path`. */
const leaves = (key: string, path: string, rows: readonly LeafRow[]): MenuItem[] =>
  rows.map(([k, p, vi, en]) => leaf(`${key}.${k}`, `${path}${p}`, vi && en ? text(vi, en) : undefined));

function group(
  key: string,
  label: Text,
  icon: string,
  access: Access,
  children: readonly MenuItem[],
): MenuItem {
  return { key, label, icon, access, children };
}

/** Buyers, suppliers and individual suppliers: the three funder client lists (clients, credit). */
const clientLeaves = (key: string, tail: string) =>
  leaves(key, '/fun', [
    ['buyer', `/buyer/${tail}`, 'Bên mua', 'Buyers'],
    ['supplier', `/supplier/${tail}`, 'Nhà cung cấp', 'Suppliers'],
    ['indsupplier', `/indsupplier/${tail}`, 'Nhà cung cấp cá nhân', 'Individual suppliers'],
  ]);

const FUNDER_MENU: readonly MenuItem[] = [
  leaf('fun.home', '/fun/home', undefined, 'HomeOutlined'),
  group(
    'fun.client',
    text('Khách hàng', 'Clients'),
    'TeamOutlined',
    MENU_ACCESS.client,
    clientLeaves('fun.client', 'list'),
  ),
  group(
    'fun.partner',
    text('Đối tác', 'Partners'),
    'ApartmentOutlined',
    anyOf(MENU_ACCESS.partner, MENU_ACCESS.partnerSetup),
    [
      ...leaves('fun.partner', '/fun/partner', [
        ['person', '/person/list', 'Đối tác cá nhân', 'Individual partners'],
        ['corporate', '/corporate/list', 'Đối tác doanh nghiệp', 'Corporate partners'],
      ]),
      group(
        'fun.partner.setup',
        text('Thiết lập đối tác', 'Partner setup'),
        'SettingOutlined',
        MENU_ACCESS.partnerSetup,
        leaves('fun.partner.setup', '/fun/partner', [
          ['person', '/person/setup', 'Đối tác cá nhân', 'Individual partners'],
          ['corporate', '/corporate/setup', 'Đối tác doanh nghiệp', 'Corporate partners'],
          ['individual', '/individual/setup', 'Đối tác - NCC cá nhân', 'Partner-suppliers'],
        ]),
      ),
    ],
  ),
  group(
    'fun.credit',
    text('Tín dụng', 'Credit'),
    'SafetyCertificateOutlined',
    MENU_ACCESS.credit,
    clientLeaves('fun.credit', 'credit'),
  ),
  group(
    'fun.transactions',
    text('Giao dịch', 'Transactions'),
    'SwapOutlined',
    MENU_ACCESS.transactions,
    leaves('fun.transactions', '/fun/transactions', [
      ['progress', '/progress', 'Đang xử lý', 'In progress'],
      ['holding', '/holding', 'Tạm giữ', 'On hold'],
      ['internal', '/internal', 'Chờ phê duyệt nội bộ', 'Internal approval'],
      ['waiting-fun-confirm', '/waiting-fun-confirm', 'Chờ đơn vị cấp vốn xác nhận', 'Awaiting funder'],
      ['waiting-sup-confirm', '/waiting-sup-confirm', 'Chờ nhà cung cấp xác nhận', 'Awaiting supplier'],
      ['completed', '/completed', 'Đã hoàn tất', 'Completed'],
      ['change', '/change', 'Điều chỉnh', 'Changed'],
      ['reject', '/reject', 'Bị từ chối', 'Rejected'],
      ['ar-ledger', '/ar-ledger'],
      ['expertise', '/expertise'],
    ]),
  ),
  group(
    'fun.payment',
    text('Thanh toán', 'Payments'),
    'WalletOutlined',
    MENU_ACCESS.payment,
    leaves('fun.payment', '/fun', [
      ['early', '/early-payment'],
      ['settlement', '/settlement-payment'],
      ['clearing-early', '/clearing-early-payment'],
      ['clearing-settlement', '/clearing-settlement-payment'],
    ]),
  ),
  leaf('fun.collection', '/fun/debt-collection', undefined, 'AlertOutlined'),
  group(
    'fun.partner-payment',
    text('Thanh toán đối tác', 'Partner payments'),
    'BankOutlined',
    MENU_ACCESS.partnerPayment,
    leaves('fun.partner-payment', '/fun/partner-payment', [
      ['individual', '/individual', 'Đối tác cá nhân', 'Individual'],
      ['corporate', '/corporate', 'Đối tác doanh nghiệp', 'Corporate'],
      ['funding', '/funding/FundingCoordination'],
      ['guarantee', '/guarantee/GuaranteeCoordination'],
      ['referral', '/referral/ReferralCoordination'],
      ['lending', '/lending/LendingService'],
    ]),
  ),
  group(
    'fun.partner-trading',
    text('Giao dịch đối tác', 'Partner trading'),
    'InteractionOutlined',
    MENU_ACCESS.partnerTrading,
    leaves('fun.partner-trading', '/fun/partner-trading', [
      ['trading', ''],
      ['table', '/table-partner'],
    ]),
  ),
  group(
    'fun.summary',
    text('Thông tin tổng hợp', 'Summary information'),
    'BarChartOutlined',
    MENU_ACCESS.summaryInfo,
    leaves('fun.summary', '/fun/history', [
      ['trans', '/trans'],
      ['ar', '/ar'],
    ]),
  ),
  leaf('fun.document-storage', '/fun/document-storage', undefined, 'FolderOpenOutlined'),
  group(
    'fun.reports',
    text('Báo cáo', 'Reports'),
    'FileTextOutlined',
    MENU_ACCESS.reports,
    leaves('fun.reports', '/fun/report-management', [
      ['client-partner', '/client-partner'],
      ['business', '/bussiness-report'],
      ['resource-money', '/resource-money'],
    ]),
  ),
  group(
    'fun.programme',
    text('Thiết lập chương trình', 'Programme settings'),
    'ProfileOutlined',
    MENU_ACCESS.programmeSetting,
    leaves('fun.programme', '/fun/program-setup', [
      ['approval', '/approval'],
      ['price', '/price'],
      ['promotion', '/promotion'],
      ['lending-pack', '/lending-pack'],
      ['invest-order', '/invest-order'],
    ]),
  ),
  group(
    'fun.internal',
    text('Thiết lập nội bộ', 'Internal settings'),
    'ControlOutlined',
    MENU_ACCESS.internalSettings,
    leaves('fun.internal', '/fun/internal', [
      ['crm-commission', '/crm-commission'],
      ['kpi', '/kpi'],
    ]),
  ),
  group(
    'fun.efficiency',
    text('Quản lý hiệu quả', 'Efficiency management'),
    'RiseOutlined',
    // CRM staff see only their KPI follow-up inside this group (spec §6).
    anyOf(MENU_ACCESS.efficiency, MENU_ACCESS.efficiencyFollowKpi),
    leaves('fun.efficiency', '/fun/effective-management', [
      ['customer-relation', '/customer-relation'],
      ['expertise', '/expertise'],
      ['follow-kpi', '/follow-kpi'],
    ]),
  ),
  group(
    'fun.credit-rating',
    text('Xếp hạng tín dụng', 'Credit rating'),
    'StarOutlined',
    MENU_ACCESS.creditRating,
    leaves('fun.credit-rating', '/fun/category-business', [
      ['indexm', '/indexm'],
      ['infom', '/infom'],
    ]),
  ),
  group(
    'fun.team',
    text('Thiết lập nhóm', 'Team settings'),
    'UsergroupAddOutlined',
    MENU_ACCESS.teamSetting,
    leaves('fun.team', '/fun/part', [
      ['team-setting', '/team-setting', 'Nhóm', 'Teams'],
      ['ca-user', '/ca-user'],
      ['department', '/department'],
    ]),
  ),
  group(
    'fun.savings',
    text('Gói tích lũy', 'Savings packs'),
    'SaveOutlined',
    MENU_ACCESS.savingsPacks,
    leaves('fun.savings', '/fun', [
      ['source-transfer', '/tichluy/SourceTranfer'],
      ['unlimited', '/tichluy/ListPackageUnlimited'],
      ['limited', '/tichluy/ListPackageLimited'],
      ['transaction-history', '/tichluy/TransactionHistory'],
      ['member-history', '/tichluy/MemberHistory'],
      ['member-list', '/savesting-packs-management/member-list'],
      ['membership-class', '/savesting-packs-management/membership-class'],
      ['non-term', '/savesting-packs-management/non-term'],
      ['term', '/savesting-packs-management/term'],
    ]),
  ),
  leaf('fun.points', '/fun/point', undefined, 'GiftOutlined'),
  group(
    'fun.profile',
    text('Hồ sơ cá nhân', 'Profile'),
    'UserOutlined',
    MENU_ACCESS.profile,
    leaves('fun.profile', '/fun/profile', [
      ['company-info', '/company-info'],
      ['account-info', '/account-info'],
      ['change-password', '/change-password'],
      ['bank-info', '/bank-info'],
      ['follow-kpi', '/follow-kpi'],
      ['historykpi', '/historykpi'],
    ]),
  ),
];

const BUYER_MENU: readonly MenuItem[] = [
  leaf('buy.home', '/buy/home', undefined, 'HomeOutlined'),
  leaf('buy.program-config', '/buy/program-config', undefined, 'ProfileOutlined'),
  group(
    'buy.transactions',
    text('Giao dịch', 'Transactions'),
    'SwapOutlined',
    AREA_ACCESS.buy,
    leaves('buy.transactions', '/buy', [
      ['transeachtime', '/transeachtime'],
      ['structure', '/transaction-structure-confirmation'],
      ['transaction', '/transaction'],
      ['history', '/trans-his'],
      ['early-payment', '/early_payment_his'],
    ]),
  ),
  group(
    'buy.notifications',
    text('Thông báo', 'Notifications'),
    'BellOutlined',
    AREA_ACCESS.buy,
    leaves('buy.notifications', '/buy', [
      ['supplier', '/supplier-notification'],
      ['transaction-result', '/notice-management/transaction-result'],
    ]),
  ),
  leaf('buy.contracts', '/buy/manage-contract', undefined, 'FileProtectOutlined'),
  group(
    'buy.setup',
    text('Thiết lập', 'Settings'),
    'SettingOutlined',
    AREA_ACCESS.buy,
    leaves('buy.setup', '/buy/setup', [
      ['company-info', '/company-info'],
      ['account-info', '/account-info'],
      ['change-password', '/change-password'],
      ['redeem-point', '/redeem-point'],
    ]),
  ),
];

/** An area's settings: company, account and password, then the area's own lines. */
const setupLeaves = (area: string, more: readonly LeafRow[] = []) =>
  leaves(`${area}.setup`, `/${area}/setup`, [
    ['company-info', '/company-info'],
    ['account-info', '/account-info'],
    ['change-password', '/change-password'],
    ...more,
  ]);

function supplierMenu(area: 'sup' | 'indsup'): MenuItem[] {
  const access = AREA_ACCESS[area];
  const p = `/${area}`;
  return [
    leaf(`${area}.home`, `${p}/home`, undefined, 'HomeOutlined'),
    group(
      `${area}.transactions`,
      text('Giao dịch', 'Transactions'),
      'SwapOutlined',
      access,
      leaves(`${area}.transactions`, p, [
        ['new', '/new'],
        ['transeachtime', '/transeachtime'],
        ['trading', '/trading'],
      ]),
    ),
    leaf(`${area}.revision`, `${p}/revision`, undefined, 'EditOutlined'),
    group(
      `${area}.summary`,
      text('Thông tin tổng hợp', 'Summary'),
      'BarChartOutlined',
      access,
      leaves(`${area}.summary`, `${p}/summary`, [
        ['trans', '/trans', 'Giao dịch', 'Transactions'],
        ['ar', '/ar', 'Khoản phải thu', 'Receivables'],
      ]),
    ),
    leaf(`${area}.contracts`, `${p}/manage-contract`, undefined, 'FileProtectOutlined'),
    leaf(`${area}.announcements`, `${p}/manage-announcement`, undefined, 'BellOutlined'),
    leaf(`${area}.team`, `${p}/team-assignment`, undefined, 'TeamOutlined'),
    group(`${area}.setup`, text('Thiết lập', 'Settings'), 'SettingOutlined', access, setupLeaves(area)),
  ];
}

function coordination(kind: 'funding' | 'guarantee' | 'referral', label: Text, icon: string): MenuItem {
  return group(
    `partner.${kind}`,
    label,
    icon,
    AREA_ACCESS.partner,
    leaves(`partner.${kind}`, `/partner/${kind}-coordination`, [
      ['program-config', '/program-config', 'Chương trình', 'Programme'],
      ['notice-management', '/notice-management', 'Thông báo', 'Notices'],
      ['transaction-history', '/transaction-history', 'Lịch sử giao dịch', 'Transaction history'],
    ]),
  );
}

/** Partner work entries, shared by the partner menu and the DOITAC_NCC Partner group. */
const PARTNER_WORK: readonly MenuItem[] = [
  coordination('funding', text('Hợp tác cấp vốn', 'Funding coordination'), 'FundOutlined'),
  coordination('guarantee', text('Hợp tác bảo lãnh', 'Guarantee coordination'), 'SafetyOutlined'),
  coordination('referral', text('Hợp tác giới thiệu', 'Referral coordination'), 'ShareAltOutlined'),
  group(
    'partner.lending',
    text('Dịch vụ cho vay', 'Lending service'),
    'DollarOutlined',
    AREA_ACCESS.partner,
    leaves('partner.lending', '/partner/lending-service', [
      ['management', '/lending-management'],
      ['extension-history', '/lending-management/LendingExtensionHistory'],
      ['history', '/transaction-history'],
    ]),
  ),
  leaf('partner.contracts', '/partner/contract-management', undefined, 'FileProtectOutlined'),
];

const PARTNER_MENU: readonly MenuItem[] = [
  leaf('partner.home', '/partner/home', undefined, 'HomeOutlined'),
  ...PARTNER_WORK,
  group(
    'partner.setup',
    text('Thiết lập', 'Settings'),
    'SettingOutlined',
    AREA_ACCESS.partner,
    setupLeaves('partner', [['bank-info', '/bank-info']]),
  ),
];

/**
 * The modules' menu lines (`modules/<area>/menu.ts`) placed into a menu: each under its parent
 * (a group's key, or the area for a top-level line) at its order, the shell's own lines standing
 * at 10, 20, 30… in the order written above.
 */
function withModuleLines(items: readonly MenuItem[], parent: string, placed: Set<MenuEntry>): MenuItem[] {
  const ordered = items.map((item, i) => ({
    order: (i + 1) * 10,
    item: item.children ? { ...item, children: withModuleLines(item.children, item.key, placed) } : item,
  }));
  for (const entry of MODULE_MENU_LINES.filter((e) => e.parent === parent)) {
    placed.add(entry);
    const key = entry.key ?? `${parent}.${entry.path.split('/').at(-1)}`;
    ordered.push({ order: entry.order, item: leaf(key, entry.path, entry.label, entry.icon) });
  }
  return ordered.sort((a, b) => a.order - b.order).map((o) => o.item);
}

const MODULE_MENU_LINES = PORTAL_MODULES.flatMap((m) => m.menu ?? []);

function areaMenus(menus: Record<PortalArea, readonly MenuItem[]>): Record<PortalArea, readonly MenuItem[]> {
  const placed = new Set<MenuEntry>();
  const out = { ...menus };
  for (const area of Object.keys(menus) as PortalArea[])
    out[area] = withModuleLines(menus[area], area, placed);
  const lost = MODULE_MENU_LINES.filter((e) => !placed.has(e)).map((e) => `${e.path} under ${e.parent}`);
  if (lost.length > 0) throw new Error(`menu lines with no parent: ${lost.join(', ')}`);
  return out;
}

/** Left menus by area (spec §2, §6). */
export const MENUS: Record<PortalArea, readonly MenuItem[]> = areaMenus({
  fun: FUNDER_MENU,
  buy: BUYER_MENU,
  sup: supplierMenu('sup'),
  indsup: supplierMenu('indsup'),
  partner: PARTNER_MENU,
});

/**
 * The DOITAC_NCC account works in the individual-supplier area and reaches its partner screens
 * through this group (see docs/decisions).
 */
export const DOITAC_PARTNER_GROUP: MenuItem = group(
  'indsup.partner',
  text('Đối tác', 'Partner'),
  'ApartmentOutlined',
  AREA_ACCESS.partner,
  [
    leaf('partner.home', '/partner/home', text('Tổng quan đối tác', 'Partner overview')),
    ...PARTNER_WORK,
    leaf('partner.setup.bank-info', '/partner/setup/bank-info'),
  ],
);

function filterItems(items: readonly MenuItem[], actor: Actor): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (!allows(item.access, actor)) continue;
    if (item.children) {
      const children = filterItems(item.children, actor);
      if (children.length > 0) out.push({ ...item, children });
    } else {
      out.push(item);
    }
  }
  return out;
}

/** The left menu of a signed-in user: the area's menu filtered by access, empty groups dropped. */
export function menuFor(actor: Actor): MenuItem[] {
  const items =
    actor.enterprise_code === 'DOITAC_NCC'
      ? [...MENUS.indsup, DOITAC_PARTNER_GROUP]
      : MENUS[areaOf(actor.enterprise_code)];
  return filterItems(items, actor);
}

const DETAIL_TAIL = /^(\d+|new|add|ar)$/;

/**
 * Whether a menu item is highlighted on the current path (spec §2: the active item highlights for
 * sub-paths ending in a numeric id or the words new, add or ar). True when:
 * - the paths are equal (ignoring query, hash and a trailing slash), or
 * - the current path is the item path plus one or more segments, the last one a numeric id or
 *   new/add/ar ('/fun/transactions/progress/ar/5', '/sample/add'), or
 * - the item is a '…/list' page and the current path is its parent plus exactly one such segment
 *   ('/fun/buyer/list' on '/fun/buyer/12' and '/fun/buyer/new'; not on '/fun/buyer/credit/12').
 */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  const item = normalizePath(itemPath).split('/').filter(Boolean);
  const cur = normalizePath(currentPath).split('/').filter(Boolean);
  const startsWith = (base: string[]) => base.every((seg, i) => cur[i] === seg);
  if (cur.length === item.length && startsWith(item)) return true;
  // A record's pages under an entry (/fun/buyer/credit/2, /fun/buyer/credit/2/eligibility) keep
  // that entry selected; a deeper path without a record in it is another screen.
  if (
    cur.length > item.length &&
    startsWith(item) &&
    cur.slice(item.length).some((seg) => DETAIL_TAIL.test(seg))
  )
    return true;
  const last = cur[cur.length - 1] ?? '';
  if (!DETAIL_TAIL.test(last)) return false;
  if (item[item.length - 1] === 'list') {
    const parent = item.slice(0, -1);
    return cur.length === parent.length + 1 && startsWith(parent);
  }
  return false;
}

/** Every leaf of a menu tree, depth first. */
export function menuLeaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((i) => (i.children ? menuLeaves(i.children) : [i]));
}

/** The key of the menu leaf to highlight on a path (the longest matching item path), if any. */
export function activeMenuKey(items: readonly MenuItem[], currentPath: string): string | undefined {
  let best: MenuItem | undefined;
  for (const leafItem of menuLeaves(items)) {
    if (leafItem.path && isActivePath(leafItem.path, currentPath)) {
      if (!best || (best.path ?? '').length < leafItem.path.length) best = leafItem;
    }
  }
  return best?.key;
}
