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

function group(
  key: string,
  label: Text,
  icon: string,
  access: Access,
  children: readonly MenuItem[],
): MenuItem {
  return { key, label, icon, access, children };
}

const FUNDER_MENU: readonly MenuItem[] = [
  leaf('fun.home', '/fun/home', undefined, 'HomeOutlined'),
  group('fun.client', text('Khách hàng', 'Clients'), 'TeamOutlined', MENU_ACCESS.client, [
    leaf('fun.client.buyer', '/fun/buyer/list', text('Bên mua', 'Buyers')),
    leaf('fun.client.supplier', '/fun/supplier/list', text('Nhà cung cấp', 'Suppliers')),
    leaf(
      'fun.client.indsupplier',
      '/fun/indsupplier/list',
      text('Nhà cung cấp cá nhân', 'Individual suppliers'),
    ),
  ]),
  group(
    'fun.partner',
    text('Đối tác', 'Partners'),
    'ApartmentOutlined',
    anyOf(MENU_ACCESS.partner, MENU_ACCESS.partnerSetup),
    [
      leaf('fun.partner.person', '/fun/partner/person/list', text('Đối tác cá nhân', 'Individual partners')),
      leaf(
        'fun.partner.corporate',
        '/fun/partner/corporate/list',
        text('Đối tác doanh nghiệp', 'Corporate partners'),
      ),
      group(
        'fun.partner.setup',
        text('Thiết lập đối tác', 'Partner setup'),
        'SettingOutlined',
        MENU_ACCESS.partnerSetup,
        [
          leaf(
            'fun.partner.setup.person',
            '/fun/partner/person/setup',
            text('Đối tác cá nhân', 'Individual partners'),
          ),
          leaf(
            'fun.partner.setup.corporate',
            '/fun/partner/corporate/setup',
            text('Đối tác doanh nghiệp', 'Corporate partners'),
          ),
          leaf(
            'fun.partner.setup.individual',
            '/fun/partner/individual/setup',
            text('Đối tác - NCC cá nhân', 'Partner-suppliers'),
          ),
        ],
      ),
    ],
  ),
  group('fun.credit', text('Tín dụng', 'Credit'), 'SafetyCertificateOutlined', MENU_ACCESS.credit, [
    leaf('fun.credit.buyer', '/fun/buyer/credit', text('Bên mua', 'Buyers')),
    leaf('fun.credit.supplier', '/fun/supplier/credit', text('Nhà cung cấp', 'Suppliers')),
    leaf(
      'fun.credit.indsupplier',
      '/fun/indsupplier/credit',
      text('Nhà cung cấp cá nhân', 'Individual suppliers'),
    ),
  ]),
  group('fun.transactions', text('Giao dịch', 'Transactions'), 'SwapOutlined', MENU_ACCESS.transactions, [
    leaf('fun.transactions.progress', '/fun/transactions/progress', text('Đang xử lý', 'In progress')),
    leaf('fun.transactions.holding', '/fun/transactions/holding', text('Tạm giữ', 'On hold')),
    leaf(
      'fun.transactions.internal',
      '/fun/transactions/internal',
      text('Chờ phê duyệt nội bộ', 'Internal approval'),
    ),
    leaf(
      'fun.transactions.waiting-fun-confirm',
      '/fun/transactions/waiting-fun-confirm',
      text('Chờ đơn vị cấp vốn xác nhận', 'Awaiting funder'),
    ),
    leaf(
      'fun.transactions.waiting-sup-confirm',
      '/fun/transactions/waiting-sup-confirm',
      text('Chờ nhà cung cấp xác nhận', 'Awaiting supplier'),
    ),
    leaf('fun.transactions.completed', '/fun/transactions/completed', text('Đã hoàn tất', 'Completed')),
    leaf('fun.transactions.change', '/fun/transactions/change', text('Điều chỉnh', 'Changed')),
    leaf('fun.transactions.reject', '/fun/transactions/reject', text('Bị từ chối', 'Rejected')),
    leaf('fun.transactions.ar-ledger', '/fun/transactions/ar-ledger'),
    leaf('fun.transactions.expertise', '/fun/transactions/expertise'),
  ]),
  group('fun.payment', text('Thanh toán', 'Payments'), 'WalletOutlined', MENU_ACCESS.payment, [
    leaf('fun.payment.early', '/fun/early-payment'),
    leaf('fun.payment.settlement', '/fun/settlement-payment'),
    leaf('fun.payment.clearing-early', '/fun/clearing-early-payment'),
    leaf('fun.payment.clearing-settlement', '/fun/clearing-settlement-payment'),
  ]),
  leaf('fun.collection', '/fun/debt-collection', undefined, 'AlertOutlined'),
  group(
    'fun.partner-payment',
    text('Thanh toán đối tác', 'Partner payments'),
    'BankOutlined',
    MENU_ACCESS.partnerPayment,
    [
      leaf(
        'fun.partner-payment.individual',
        '/fun/partner-payment/individual',
        text('Đối tác cá nhân', 'Individual'),
      ),
      leaf(
        'fun.partner-payment.corporate',
        '/fun/partner-payment/corporate',
        text('Đối tác doanh nghiệp', 'Corporate'),
      ),
      leaf('fun.partner-payment.funding', '/fun/partner-payment/funding/FundingCoordination'),
      leaf('fun.partner-payment.guarantee', '/fun/partner-payment/guarantee/GuaranteeCoordination'),
      leaf('fun.partner-payment.referral', '/fun/partner-payment/referral/ReferralCoordination'),
      leaf('fun.partner-payment.lending', '/fun/partner-payment/lending/LendingService'),
    ],
  ),
  group(
    'fun.partner-trading',
    text('Giao dịch đối tác', 'Partner trading'),
    'InteractionOutlined',
    MENU_ACCESS.partnerTrading,
    [
      leaf('fun.partner-trading.trading', '/fun/partner-trading'),
      leaf('fun.partner-trading.table', '/fun/partner-trading/table-partner'),
    ],
  ),
  group(
    'fun.summary',
    text('Thông tin tổng hợp', 'Summary information'),
    'BarChartOutlined',
    MENU_ACCESS.summaryInfo,
    [leaf('fun.summary.trans', '/fun/history/trans'), leaf('fun.summary.ar', '/fun/history/ar')],
  ),
  leaf('fun.document-storage', '/fun/document-storage', undefined, 'FolderOpenOutlined'),
  group('fun.reports', text('Báo cáo', 'Reports'), 'FileTextOutlined', MENU_ACCESS.reports, [
    leaf('fun.reports.client-partner', '/fun/report-management/client-partner'),
    leaf('fun.reports.business', '/fun/report-management/bussiness-report'),
    leaf('fun.reports.resource-money', '/fun/report-management/resource-money'),
  ]),
  group(
    'fun.programme',
    text('Thiết lập chương trình', 'Programme settings'),
    'ProfileOutlined',
    MENU_ACCESS.programmeSetting,
    [
      leaf('fun.programme.approval', '/fun/program-setup/approval'),
      leaf('fun.programme.price', '/fun/program-setup/price'),
      leaf('fun.programme.promotion', '/fun/program-setup/promotion'),
      leaf('fun.programme.lending-pack', '/fun/program-setup/lending-pack'),
      leaf('fun.programme.invest-order', '/fun/program-setup/invest-order'),
    ],
  ),
  group(
    'fun.internal',
    text('Thiết lập nội bộ', 'Internal settings'),
    'ControlOutlined',
    MENU_ACCESS.internalSettings,
    [
      leaf('fun.internal.crm-commission', '/fun/internal/crm-commission'),
      leaf('fun.internal.kpi', '/fun/internal/kpi'),
      leaf('fun.internal.holidays', '/fun/internal/holidays'),
    ],
  ),
  group(
    'fun.efficiency',
    text('Quản lý hiệu quả', 'Efficiency management'),
    'RiseOutlined',
    // CRM staff see only their KPI follow-up inside this group (spec §6).
    anyOf(MENU_ACCESS.efficiency, MENU_ACCESS.efficiencyFollowKpi),
    [
      leaf('fun.efficiency.customer-relation', '/fun/effective-management/customer-relation'),
      leaf('fun.efficiency.expertise', '/fun/effective-management/expertise'),
      leaf('fun.efficiency.follow-kpi', '/fun/effective-management/follow-kpi'),
    ],
  ),
  group(
    'fun.credit-rating',
    text('Xếp hạng tín dụng', 'Credit rating'),
    'StarOutlined',
    MENU_ACCESS.creditRating,
    [
      leaf('fun.credit-rating.indexm', '/fun/category-business/indexm'),
      leaf('fun.credit-rating.infom', '/fun/category-business/infom'),
    ],
  ),
  group(
    'fun.team',
    text('Thiết lập nhóm', 'Team settings'),
    'UsergroupAddOutlined',
    MENU_ACCESS.teamSetting,
    [
      leaf('fun.team.team-setting', '/fun/part/team-setting', text('Nhóm', 'Teams')),
      leaf('fun.team.ca-user', '/fun/part/ca-user'),
      leaf('fun.team.department', '/fun/part/department'),
    ],
  ),
  group('fun.savings', text('Gói tích lũy', 'Savings packs'), 'SaveOutlined', MENU_ACCESS.savingsPacks, [
    leaf('fun.savings.source-transfer', '/fun/tichluy/SourceTranfer'),
    leaf('fun.savings.unlimited', '/fun/tichluy/ListPackageUnlimited'),
    leaf('fun.savings.limited', '/fun/tichluy/ListPackageLimited'),
    leaf('fun.savings.transaction-history', '/fun/tichluy/TransactionHistory'),
    leaf('fun.savings.member-history', '/fun/tichluy/MemberHistory'),
    leaf('fun.savings.member-list', '/fun/savesting-packs-management/member-list'),
    leaf('fun.savings.membership-class', '/fun/savesting-packs-management/membership-class'),
    leaf('fun.savings.non-term', '/fun/savesting-packs-management/non-term'),
    leaf('fun.savings.term', '/fun/savesting-packs-management/term'),
  ]),
  leaf('fun.points', '/fun/point', undefined, 'GiftOutlined'),
  group('fun.profile', text('Hồ sơ cá nhân', 'Profile'), 'UserOutlined', MENU_ACCESS.profile, [
    leaf('fun.profile.company-info', '/fun/profile/company-info'),
    leaf('fun.profile.account-info', '/fun/profile/account-info'),
    leaf('fun.profile.change-password', '/fun/profile/change-password'),
    leaf('fun.profile.bank-info', '/fun/profile/bank-info'),
    leaf('fun.profile.follow-kpi', '/fun/profile/follow-kpi'),
    leaf('fun.profile.historykpi', '/fun/profile/historykpi'),
  ]),
];

const BUYER_MENU: readonly MenuItem[] = [
  leaf('buy.home', '/buy/home', undefined, 'HomeOutlined'),
  leaf('buy.program-config', '/buy/program-config', undefined, 'ProfileOutlined'),
  group('buy.transactions', text('Giao dịch', 'Transactions'), 'SwapOutlined', AREA_ACCESS.buy, [
    leaf('buy.transactions.transeachtime', '/buy/transeachtime'),
    leaf('buy.transactions.structure', '/buy/transaction-structure-confirmation'),
    leaf('buy.transactions.transaction', '/buy/transaction'),
    leaf('buy.transactions.history', '/buy/trans-his'),
    leaf('buy.transactions.early-payment', '/buy/early_payment_his'),
  ]),
  group('buy.notifications', text('Thông báo', 'Notifications'), 'BellOutlined', AREA_ACCESS.buy, [
    leaf('buy.notifications.supplier', '/buy/supplier-notification'),
    leaf('buy.notifications.transaction-result', '/buy/notice-management/transaction-result'),
  ]),
  leaf('buy.contracts', '/buy/manage-contract', undefined, 'FileProtectOutlined'),
  group('buy.setup', text('Thiết lập', 'Settings'), 'SettingOutlined', AREA_ACCESS.buy, [
    leaf('buy.setup.company-info', '/buy/setup/company-info'),
    leaf('buy.setup.account-info', '/buy/setup/account-info'),
    leaf('buy.setup.change-password', '/buy/setup/change-password'),
    leaf('buy.setup.redeem-point', '/buy/setup/redeem-point'),
  ]),
];

function supplierMenu(area: 'sup' | 'indsup'): MenuItem[] {
  const access = AREA_ACCESS[area];
  const p = `/${area}`;
  return [
    leaf(`${area}.home`, `${p}/home`, undefined, 'HomeOutlined'),
    group(`${area}.transactions`, text('Giao dịch', 'Transactions'), 'SwapOutlined', access, [
      leaf(`${area}.transactions.new`, `${p}/new`),
      leaf(`${area}.transactions.transeachtime`, `${p}/transeachtime`),
      leaf(`${area}.transactions.trading`, `${p}/trading`),
    ]),
    leaf(`${area}.revision`, `${p}/revision`, undefined, 'EditOutlined'),
    group(`${area}.summary`, text('Thông tin tổng hợp', 'Summary'), 'BarChartOutlined', access, [
      leaf(`${area}.summary.trans`, `${p}/summary/trans`, text('Giao dịch', 'Transactions')),
      leaf(`${area}.summary.ar`, `${p}/summary/ar`, text('Khoản phải thu', 'Receivables')),
    ]),
    leaf(`${area}.contracts`, `${p}/manage-contract`, undefined, 'FileProtectOutlined'),
    leaf(`${area}.announcements`, `${p}/manage-announcement`, undefined, 'BellOutlined'),
    leaf(`${area}.team`, `${p}/team-assignment`, undefined, 'TeamOutlined'),
    group(`${area}.setup`, text('Thiết lập', 'Settings'), 'SettingOutlined', access, [
      leaf(`${area}.setup.company-info`, `${p}/setup/company-info`),
      leaf(`${area}.setup.account-info`, `${p}/setup/account-info`),
      leaf(`${area}.setup.change-password`, `${p}/setup/change-password`),
    ]),
  ];
}

function coordination(kind: 'funding' | 'guarantee' | 'referral', label: Text, icon: string): MenuItem {
  const p = `/partner/${kind}-coordination`;
  return group(`partner.${kind}`, label, icon, AREA_ACCESS.partner, [
    leaf(`partner.${kind}.program-config`, `${p}/program-config`, text('Chương trình', 'Programme')),
    leaf(`partner.${kind}.notice-management`, `${p}/notice-management`, text('Thông báo', 'Notices')),
    leaf(
      `partner.${kind}.transaction-history`,
      `${p}/transaction-history`,
      text('Lịch sử giao dịch', 'Transaction history'),
    ),
  ]);
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
    [
      leaf('partner.lending.management', '/partner/lending-service/lending-management'),
      leaf(
        'partner.lending.extension-history',
        '/partner/lending-service/lending-management/LendingExtensionHistory',
      ),
      leaf('partner.lending.history', '/partner/lending-service/transaction-history'),
    ],
  ),
  leaf('partner.contracts', '/partner/contract-management', undefined, 'FileProtectOutlined'),
];

const PARTNER_MENU: readonly MenuItem[] = [
  leaf('partner.home', '/partner/home', undefined, 'HomeOutlined'),
  ...PARTNER_WORK,
  group('partner.setup', text('Thiết lập', 'Settings'), 'SettingOutlined', AREA_ACCESS.partner, [
    leaf('partner.setup.company-info', '/partner/setup/company-info'),
    leaf('partner.setup.account-info', '/partner/setup/account-info'),
    leaf('partner.setup.change-password', '/partner/setup/change-password'),
    leaf('partner.setup.bank-info', '/partner/setup/bank-info'),
  ]),
];

/** Left menus by area (spec §2, §6). */
export const MENUS: Record<PortalArea, readonly MenuItem[]> = {
  fun: FUNDER_MENU,
  buy: BUYER_MENU,
  sup: supplierMenu('sup'),
  indsup: supplierMenu('indsup'),
  partner: PARTNER_MENU,
};

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
