import { type Access, AREA_ACCESS, MENU_ACCESS, type MenuAccessKey } from './permissions.ts';
import { type Text, text } from './text.ts';

/** Portal areas: one per enterprise type (spec §2), plus public pages. */
export const AREAS = ['public', 'fun', 'buy', 'sup', 'indsup', 'partner'] as const;
export type Area = (typeof AREAS)[number];

/** A popup or sub-view shown inside a page (spec §2 lists them as `page#view`). */
export interface ScreenView {
  key: string;
  title: Text;
}

/**
 * One screen of spec §2: a route pattern in React Router syntax ('/fun/buyer/:id',
 * optional segments as ':id?'), its area, its title and who may open it.
 */
export interface Screen {
  path: string;
  area: Area;
  title: Text;
  access: Access;
  /** Popups and sub-views of this page: not routes of their own. */
  views?: readonly ScreenView[];
}

/** A route that only forwards to another one (the login redirect targets of spec §2). */
export interface Redirect {
  from: string;
  to: string;
}

type ViewDef = readonly [key: string, vi: string, en: string];
const views = (defs: readonly ViewDef[]): readonly ScreenView[] =>
  defs.map(([key, vi, en]) => ({ key, title: text(vi, en) }));

function screen(
  area: Area,
  access: Access,
  path: string,
  vi: string,
  en: string,
  viewDefs?: readonly ViewDef[],
): Screen {
  return viewDefs
    ? { path, area, title: text(vi, en), access, views: views(viewDefs) }
    : { path, area, title: text(vi, en), access };
}

const pub = (path: string, vi: string, en: string) => screen('public', 'public', path, vi, en);
const fun = (key: MenuAccessKey, path: string, vi: string, en: string, viewDefs?: readonly ViewDef[]) =>
  screen('fun', MENU_ACCESS[key], `/fun${path}`, vi, en, viewDefs);
const buy = (path: string, vi: string, en: string, viewDefs?: readonly ViewDef[]) =>
  screen('buy', AREA_ACCESS.buy, `/buy${path}`, vi, en, viewDefs);
const partner = (path: string, vi: string, en: string) =>
  screen('partner', AREA_ACCESS.partner, `/partner${path}`, vi, en);

/** Supplier and individual supplier have the same set of screens (spec §2). */
function supplierScreens(area: 'sup' | 'indsup'): Screen[] {
  const s = (path: string, vi: string, en: string, viewDefs?: readonly ViewDef[]) =>
    screen(area, AREA_ACCESS[area], `/${area}${path}`, vi, en, viewDefs);
  const individual = area === 'indsup';
  return [
    s('/home', 'Trang chủ', 'Home'),
    s('/new', 'Tạo yêu cầu giao dịch', 'New transaction request'),
    s('/trading', 'Giao dịch khoản phải thu', 'Receivables trading'),
    s('/transeachtime', 'Giao dịch theo từng lần', 'Transactions by request', [
      ['createnew', 'Tạo giao dịch mới', 'Create a transaction'],
      ['createnewtab', 'Thông tin giao dịch mới', 'New transaction details'],
      ['uploadfile', 'Tải lên hồ sơ', 'Upload documents'],
      ['viewfiledoc', 'Xem hồ sơ', 'View documents'],
      ['viewfiledocedit', 'Chỉnh sửa hồ sơ', 'Edit documents'],
    ]),
    s('/revision', 'Yêu cầu điều chỉnh hạn mức, lãi suất', 'Limit and discount-rate revisions'),
    s('/revision/:id', 'Chi tiết yêu cầu điều chỉnh', 'Revision request details'),
    s('/summary/trans', 'Tổng hợp giao dịch', 'Transaction summary'),
    s('/summary/ar', 'Tổng hợp khoản phải thu', 'Receivables summary'),
    s('/team-assignment', 'Phân công thành viên', 'Team members'),
    s('/manage-contract', 'Quản lý hợp đồng', 'Contracts'),
    s('/manage-announcement', 'Quản lý thông báo', 'Announcements'),
    individual
      ? s('/setup/company-info', 'Thông tin cá nhân', 'Personal information')
      : s('/setup/company-info', 'Thông tin doanh nghiệp', 'Company information'),
    s('/setup/account-info', 'Thông tin tài khoản', 'Account information'),
    s('/setup/change-password', 'Đổi mật khẩu', 'Change password'),
  ];
}

/** The eight funder transaction lists (spec §2), each with a detail and a receivable page. */
const TRANSACTION_LISTS = [
  // [route, Vietnamese qualifier, English list title, English qualifier]
  ['progress', 'đang xử lý', 'Transactions in progress', 'in progress'],
  ['holding', 'tạm giữ', 'Transactions on hold', 'on hold'],
  ['internal', 'chờ phê duyệt nội bộ', 'Awaiting internal approval', 'awaiting internal approval'],
  ['waiting-fun-confirm', 'chờ đơn vị cấp vốn xác nhận', 'Awaiting funder confirmation', 'awaiting funder'],
  ['waiting-sup-confirm', 'chờ nhà cung cấp xác nhận', 'Awaiting supplier confirmation', 'awaiting supplier'],
  ['completed', 'đã hoàn tất', 'Completed transactions', 'completed'],
  ['change', 'điều chỉnh', 'Changed transactions', 'changed'],
  ['reject', 'bị từ chối', 'Rejected transactions', 'rejected'],
] as const;

function transactionScreens(): Screen[] {
  return TRANSACTION_LISTS.flatMap(([key, vi, en, qualifier]) => [
    fun('transactions', `/transactions/${key}`, `Giao dịch ${vi}`, en),
    fun(
      'transactions',
      `/transactions/${key}/:id`,
      `Chi tiết giao dịch ${vi}`,
      `Transaction details (${qualifier})`,
      key === 'internal'
        ? [['funding-partner-selection', 'Chọn đối tác cấp vốn', 'Select a funding partner']]
        : undefined,
    ),
    fun(
      'transactions',
      `/transactions/${key}/ar/:id?`,
      `Khoản phải thu của giao dịch ${vi}`,
      `Receivable (${qualifier})`,
    ),
  ]);
}

/** Supplier and individual supplier management of the funder, same set (spec §2). */
function funderSupplierScreens(kind: 'supplier' | 'indsupplier'): Screen[] {
  const [vi, en] =
    kind === 'supplier' ? ['nhà cung cấp', 'supplier'] : ['nhà cung cấp cá nhân', 'individual supplier'];
  const En = en.charAt(0).toUpperCase() + en.slice(1);
  return [
    fun('client', `/${kind}/list`, `Danh sách ${vi}`, `${En}s`, [
      ['ekycModal', 'Xác thực eKYC', 'eKYC verification'],
    ]),
    fun('client', `/${kind}/:id`, `Chi tiết ${vi}`, `${En} details`),
    fun('credit', `/${kind}/credit`, `Tín dụng ${vi}`, `${En} credit`),
    fun('credit', `/${kind}/credit/:id`, `Chi tiết tín dụng ${vi}`, `${En} credit details`),
    fun(
      'credit',
      `/${kind}/credit/:sup/:buy?/:credit_id?`,
      `Thẩm định tín dụng ${vi}`,
      `${En} credit assessment`,
    ),
    fun('client', `/${kind}/UploadExcelIndividual`, 'Nhập danh sách từ tệp Excel', 'Import from Excel'),
    fun('credit', `/${kind}/AssessmentItem`, `Tiêu chí thẩm định ${vi}`, `${En} assessment items`),
  ];
}

function funderPartnerScreens(kind: 'person' | 'corporate'): Screen[] {
  const [vi, en] =
    kind === 'person'
      ? ['đối tác cá nhân', 'individual partner']
      : ['đối tác doanh nghiệp', 'corporate partner'];
  const En = en.charAt(0).toUpperCase() + en.slice(1);
  return [
    fun('partner', `/partner/${kind}/list`, `Danh sách ${vi}`, `${En}s`),
    fun('partner', `/partner/${kind}/:id`, `Chi tiết ${vi}`, `${En} details`),
    fun('partner', `/partner/${kind}/new`, `Thêm ${vi}`, `New ${en}`),
    fun('partnerSetup', `/partner/${kind}/setup`, `Thiết lập ${vi}`, `${En} setup`),
    fun('partnerSetup', `/partner/${kind}/setup/:id`, `Chi tiết thiết lập ${vi}`, `${En} setup details`),
  ];
}

/** Layout-wide popups, shown on every signed-in screen of an area (spec §2 default layout). */
export const AREA_VIEWS: Record<Exclude<Area, 'public'>, readonly ScreenView[]> = {
  fun: views([['contract-signing-modal', 'Ký hợp đồng', 'Contract signing']]),
  buy: views([['contract-signing-modal', 'Ký hợp đồng', 'Contract signing']]),
  sup: views([['contract-signing-modal', 'Ký hợp đồng', 'Contract signing']]),
  indsup: views([['contract-signing-modal', 'Ký hợp đồng', 'Contract signing']]),
  partner: views([['contract-signing-modal', 'Ký hợp đồng', 'Contract signing']]),
};

/** Login redirect targets of spec §2 that are area indexes: they forward to the area home. */
export const REDIRECTS: readonly Redirect[] = [
  { from: '/buy', to: '/buy/home' },
  { from: '/sup', to: '/sup/home' },
  { from: '/indsup', to: '/indsup/home' },
  { from: '/partner', to: '/partner/home' },
  { from: '/fun/buyer', to: '/fun/buyer/list' },
];

/** Every screen of spec §2. Order matters only between equally specific patterns (first wins). */
export const SCREENS: readonly Screen[] = [
  // Public
  pub('/', 'Đăng nhập', 'Sign in'),
  pub('/forgot-password', 'Quên mật khẩu', 'Forgot password'),
  pub('/forgot-password/:token', 'Đặt lại mật khẩu', 'Reset password'),
  pub('/register/:token?', 'Đăng ký tài khoản', 'Register'),
  pub('/fun/register/:token?', 'Đăng ký tài khoản đơn vị cấp vốn', 'Funder registration'),
  pub('/signin-callback', 'Đang đăng nhập', 'Signing in'),
  pub('/signout-callback', 'Đã đăng xuất', 'Signed out'),
  pub('/silent-renew', 'Gia hạn phiên đăng nhập', 'Session renewal'),
  pub('/sample', 'Danh sách mẫu', 'Samples'),
  pub('/sample/add', 'Thêm mẫu', 'Add a sample'),
  pub('/sample/:id', 'Chi tiết mẫu', 'Sample details'),
  // Not in the spec: the demo world's mailbox (docs/decisions.md "Mail outbox and development mailbox").
  pub('/dev/mailbox', 'Hộp thư phát triển', 'Development mailbox'),

  // Buyer
  buy('/home', 'Trang chủ', 'Home'),
  buy('/program-config', 'Cấu hình chương trình', 'Programme configuration'),
  buy('/trans-his', 'Lịch sử giao dịch', 'Transaction history'),
  buy('/early_payment_his', 'Lịch sử thanh toán sớm', 'Early-payment history'),
  buy('/transeachtime', 'Xác nhận giao dịch', 'Transaction confirmation', [
    ['indextab', 'Danh sách giao dịch', 'Transaction list'],
    ['sign-file-docs', 'Ký hồ sơ', 'Sign documents'],
    ['transeachtime-confirm', 'Xác nhận giao dịch', 'Confirm a transaction'],
    ['transeachtime-waitconfirm', 'Giao dịch chờ xác nhận', 'Transactions awaiting confirmation'],
    ['transet-wc-popup', 'Xác nhận giao dịch đang chờ', 'Confirm a waiting transaction'],
    ['view-file-docs', 'Xem hồ sơ', 'View documents'],
    ['viewuploadfile', 'Xem tệp đã tải lên', 'View uploaded files'],
  ]),
  buy('/supplier-notification', 'Thông báo từ nhà cung cấp', 'Supplier notifications'),
  buy('/supplier-notification/:id', 'Chi tiết thông báo', 'Notification details'),
  buy('/notice-management/transaction-result', 'Thông báo kết quả giao dịch', 'Transaction result notices'),
  buy('/transaction', 'Giao dịch', 'Transactions'),
  buy(
    '/transaction-structure-confirmation',
    'Xác nhận cấu trúc giao dịch',
    'Transaction structure confirmation',
  ),
  buy('/manage-contract', 'Quản lý hợp đồng', 'Contracts'),
  buy('/setup/company-info', 'Thông tin doanh nghiệp', 'Company information'),
  buy('/setup/account-info', 'Thông tin tài khoản', 'Account information'),
  buy('/setup/change-password', 'Đổi mật khẩu', 'Change password'),
  buy('/setup/redeem-point', 'Đổi điểm thưởng', 'Redeem points'),

  // Supplier and individual supplier
  ...supplierScreens('sup'),
  ...supplierScreens('indsup'),

  // Partner
  partner('/home', 'Trang chủ', 'Home'),
  ...(
    [
      ['funding', 'hợp tác cấp vốn', 'Funding coordination'],
      ['guarantee', 'hợp tác bảo lãnh', 'Guarantee coordination'],
      ['referral', 'hợp tác giới thiệu khách hàng', 'Referral coordination'],
    ] as const
  ).flatMap(([key, vi, en]) => [
    partner(`/${key}-coordination/program-config`, `Chương trình ${vi}`, `${en}: programme`),
    partner(`/${key}-coordination/notice-management`, `Thông báo ${vi}`, `${en}: notices`),
    partner(
      `/${key}-coordination/transaction-history`,
      `Lịch sử giao dịch ${vi}`,
      `${en}: transaction history`,
    ),
  ]),
  partner('/lending-service/lending-management', 'Quản lý khoản vay', 'Loan management'),
  partner('/lending-service/lending-management/add-lending', 'Thêm khoản vay', 'Add a loan'),
  partner(
    '/lending-service/lending-management/LendingExtensionHistory',
    'Lịch sử gia hạn khoản vay',
    'Loan extension history',
  ),
  partner('/lending-service/lending-management/:id', 'Chi tiết khoản vay', 'Loan details'),
  partner('/lending-service/transaction-history', 'Lịch sử giao dịch cho vay', 'Lending transaction history'),
  partner(
    '/lending-service/transaction-history/:infolending',
    'Chi tiết giao dịch cho vay',
    'Lending transaction details',
  ),
  partner('/contract-management', 'Quản lý hợp đồng', 'Contracts'),
  partner('/setup/company-info', 'Thông tin doanh nghiệp', 'Company information'),
  partner('/setup/account-info', 'Thông tin tài khoản', 'Account information'),
  partner('/setup/change-password', 'Đổi mật khẩu', 'Change password'),
  partner('/setup/bank-info', 'Tài khoản ngân hàng', 'Bank accounts'),

  // Funder: home, clients, credit
  fun('home', '/home', 'Trang chủ', 'Home', [
    ['integration-log', 'Nhật ký tích hợp (Arito)', 'Integration log (Arito)'],
  ]),
  fun('client', '/buyer/list', 'Danh sách bên mua', 'Buyers'),
  fun('client', '/buyer/new', 'Thêm bên mua', 'New buyer'),
  fun('client', '/buyer/:id', 'Chi tiết bên mua', 'Buyer details'),
  fun('credit', '/buyer/credit', 'Tín dụng bên mua', 'Buyer credit'),
  fun('credit', '/buyer/credit/:id', 'Chi tiết tín dụng bên mua', 'Buyer credit details'),
  fun(
    'credit',
    '/buyer/credit/:id/maturity-discount-groups',
    'Nhóm kỳ hạn và lãi suất chiết khấu thanh toán sớm',
    'Maturity and early-payment discount groups',
  ),
  fun(
    'credit',
    '/buyer/credit/:id/eligibility',
    'Điều kiện nhà cung cấp của bên mua',
    'Buyer supplier eligibility',
  ),
  ...funderSupplierScreens('supplier'),
  fun('client', '/supplier/:id/legal-records', 'Hồ sơ pháp lý nhà cung cấp', 'Supplier legal records'),
  ...funderSupplierScreens('indsupplier'),

  // Funder: partners
  ...funderPartnerScreens('person'),
  ...funderPartnerScreens('corporate'),
  fun(
    'partnerSetup',
    '/partner/individual/setup',
    'Thiết lập đối tác - NCC cá nhân',
    'Partner-supplier setup',
  ),
  fun(
    'partnerSetup',
    '/partner/individual/setup/:id',
    'Chi tiết thiết lập đối tác - NCC cá nhân',
    'Partner-supplier setup details',
  ),

  // Funder: credit rating
  fun('creditRating', '/category-business/indexm', 'Xếp hạng tín dụng theo ngành', 'Industry credit rating', [
    ['parameters', 'Tham số xếp hạng', 'Rating parameters'],
    ['industry-rates', 'Tỷ trọng theo ngành', 'Industry rates'],
    ['qualitative-items', 'Chỉ tiêu định tính', 'Qualitative items'],
    ['score-items', 'Thang điểm', 'Score items'],
  ]),
  fun('creditRating', '/category-business/infom', 'Thông tin mô hình xếp hạng', 'Rating model information'),

  // Funder: programme setting
  fun('programmeSetting', '/program-setup/approval', 'Phê duyệt chương trình', 'Programme approval'),
  fun('programmeSetting', '/program-setup/price', 'Biểu phí và lãi suất', 'Pricing'),
  fun('programmeSetting', '/program-setup/promotion', 'Chương trình khuyến mại', 'Promotions'),
  fun('programmeSetting', '/program-setup/promotion/add', 'Thêm chương trình khuyến mại', 'New promotion'),
  fun(
    'programmeSetting',
    '/program-setup/promotion/:id',
    'Chi tiết chương trình khuyến mại',
    'Promotion details',
  ),
  fun('programmeSetting', '/program-setup/lending-pack', 'Gói cho vay', 'Lending packs', [
    ['add-doi-tac-modal', 'Thêm đối tác', 'Add a partner'],
    ['add-lending-pack-modal', 'Thêm gói cho vay', 'Add a lending pack'],
    ['add-rating-modal', 'Thêm hạng xếp loại', 'Add a rating'],
  ]),
  fun(
    'programmeSetting',
    '/program-setup/lending-pack/detail-pack',
    'Chi tiết gói cho vay',
    'Lending pack details',
  ),
  fun('programmeSetting', '/program-setup/lending-pack/:id', 'Cập nhật gói cho vay', 'Edit lending pack'),
  fun('programmeSetting', '/program-setup/invest-order', 'Lệnh đầu tư', 'Investment orders'),

  // Funder: transactions
  ...transactionScreens(),
  fun('transactions', '/transactions/ar-ledger', 'Sổ theo dõi khoản phải thu', 'Receivables ledger'),
  fun('transactions', '/transactions/ar/:id?', 'Chi tiết khoản phải thu', 'Receivable details'),
  fun(
    'transactions',
    '/transactions/ar-adjustment/:id',
    'Điều chỉnh khoản phải thu',
    'Receivable adjustment',
  ),
  fun(
    'transactions',
    '/transactions/expertise/AssessmentItem',
    'Tiêu chí thẩm định giao dịch',
    'Transaction assessment items',
  ),
  fun('transactions', '/transactions/expertise/:id?', 'Thẩm định giao dịch', 'Transaction appraisal'),

  // Funder: payment and collection
  fun('payment', '/early-payment', 'Thanh toán sớm', 'Early payments'),
  fun('payment', '/early-payment/Export', 'Xuất dữ liệu thanh toán sớm', 'Export early payments'),
  fun('payment', '/early-payment/SelectBank', 'Chọn ngân hàng chuyển tiền', 'Select the paying bank'),
  fun('payment', '/early-payment/:id', 'Chi tiết thanh toán sớm', 'Early payment details'),
  fun('payment', '/settlement-payment', 'Thanh toán tất toán', 'Settlement payments'),
  fun('payment', '/settlement-payment/:id', 'Chi tiết thanh toán tất toán', 'Settlement payment details'),
  fun('payment', '/clearing-early-payment', 'Đối soát thanh toán sớm', 'Early-payment clearing'),
  fun(
    'payment',
    '/clearing-early-payment/:id',
    'Chi tiết đối soát thanh toán sớm',
    'Early-payment clearing details',
  ),
  fun('payment', '/clearing-settlement-payment', 'Đối soát thanh toán tất toán', 'Settlement clearing'),
  fun(
    'payment',
    '/clearing-settlement-payment/:id',
    'Chi tiết đối soát thanh toán tất toán',
    'Settlement clearing details',
  ),
  fun('collection', '/debt-collection', 'Thu hồi nợ', 'Debt collection'),
  fun('collection', '/debt-collection/:id', 'Chi tiết thu hồi nợ', 'Debt collection details'),

  // Funder: documents
  fun('documentStorage', '/document-storage', 'Lưu trữ hồ sơ', 'Document storage', [
    ['AssignAuth', 'Phân quyền truy cập hồ sơ', 'Assign access'],
    ['AssignHolder', 'Giao người giữ hồ sơ', 'Assign a holder'],
    ['CreateDocument', 'Tạo hồ sơ', 'Create a document'],
    ['DocumentDetail', 'Chi tiết hồ sơ', 'Document details'],
    ['ExportDocument', 'Xuất kho hồ sơ', 'Check documents out'],
    ['ImportDocument', 'Nhập kho hồ sơ', 'Check documents in'],
    ['ListDocument', 'Danh sách hồ sơ', 'Document list'],
    ['RequestDocument', 'Yêu cầu mượn hồ sơ', 'Request documents'],
    ['ViewListDocument', 'Xem danh sách hồ sơ', 'View the document list'],
  ]),

  // Funder: partner payment
  fun(
    'partnerPayment',
    '/partner-payment/individual',
    'Thanh toán đối tác cá nhân',
    'Individual partner payments',
  ),
  fun(
    'partnerPayment',
    '/partner-payment/individual/:id',
    'Chi tiết thanh toán đối tác cá nhân',
    'Individual partner payment details',
  ),
  fun(
    'partnerPayment',
    '/partner-payment/corporate',
    'Thanh toán đối tác doanh nghiệp',
    'Corporate partner payments',
  ),
  fun(
    'partnerPayment',
    '/partner-payment/corporate/:id',
    'Chi tiết thanh toán đối tác doanh nghiệp',
    'Corporate partner payment details',
  ),
  fun(
    'partnerPayment',
    '/partner-payment/ChangeFundingNotice',
    'Thông báo thay đổi cấp vốn',
    'Funding change notice',
  ),
  fun(
    'partnerPayment',
    '/partner-payment/CreateFundingNotice',
    'Tạo thông báo cấp vốn',
    'Create a funding notice',
  ),
  fun(
    'partnerPayment',
    '/partner-payment/funding/FundingCoordination',
    'Hợp tác cấp vốn',
    'Funding coordination',
  ),
  fun(
    'partnerPayment',
    '/partner-payment/guarantee/GuaranteeCoordination',
    'Hợp tác bảo lãnh',
    'Guarantee coordination',
  ),
  fun(
    'partnerPayment',
    '/partner-payment/lending/LendingConfirmationNotice',
    'Thông báo xác nhận cho vay',
    'Lending confirmation notice',
  ),
  fun(
    'partnerPayment',
    '/partner-payment/lending/LendingExtentioinEdit',
    'Điều chỉnh gia hạn khoản vay',
    'Edit a loan extension',
  ),
  fun(
    'partnerPayment',
    '/partner-payment/lending/LendingExtentionEditView',
    'Xem điều chỉnh gia hạn khoản vay',
    'View a loan extension',
  ),
  fun('partnerPayment', '/partner-payment/lending/LendingService', 'Dịch vụ cho vay', 'Lending service'),
  fun(
    'partnerPayment',
    '/partner-payment/lending/LendingSettlementNotice',
    'Thông báo tất toán khoản vay',
    'Loan settlement notice',
  ),
  fun(
    'partnerPayment',
    '/partner-payment/referral/ReferralCoordination',
    'Hợp tác giới thiệu khách hàng',
    'Referral coordination',
  ),
  fun(
    'partnerPayment',
    '/partner-payment/referral/TerminationNotice',
    'Thông báo chấm dứt hợp tác',
    'Termination notice',
  ),
  fun(
    'partnerPayment',
    '/partner-payment/referral/TransactionPaymentNotice',
    'Thông báo thanh toán giao dịch',
    'Transaction payment notice',
  ),

  // Funder: partner trading and summary information
  fun('partnerTrading', '/partner-trading', 'Giao dịch với đối tác', 'Partner trading'),
  fun('partnerTrading', '/partner-trading/table-partner', 'Bảng tổng hợp đối tác', 'Partner table'),
  fun('summaryInfo', '/history/trans', 'Tổng hợp giao dịch', 'Transaction summary'),
  fun('summaryInfo', '/history/ar', 'Tổng hợp khoản phải thu', 'Receivables summary'),

  // Funder: reports
  fun(
    'reportClientPartner',
    '/report-management/client-partner',
    'Báo cáo khách hàng - đối tác',
    'Client and partner report',
  ),
  fun('reports', '/report-management/bussiness-report', 'Báo cáo kinh doanh', 'Business reports', [
    ['monthly-report', 'Báo cáo tháng', 'Monthly report'],
    ['monthly-loans', 'Dư nợ theo tháng', 'Monthly loans'],
    ['buyer-discount', 'Chiết khấu bên mua', 'Buyer discount'],
    ['referral-commission', 'Hoa hồng giới thiệu', 'Referral commission'],
    ['financial-revenue', 'Doanh thu tài chính', 'Financial revenue'],
    ['exports', 'Xuất báo cáo', 'Exports'],
  ]),
  fun('reports', '/report-management/resource-money', 'Báo cáo nguồn vốn', 'Funding sources report'),

  // Funder: internal settings and efficiency management
  fun('internalCommission', '/internal/crm-commission', 'Hoa hồng CRM', 'CRM commission'),
  fun('internalKpi', '/internal/kpi', 'Thiết lập KPI', 'KPI settings', [
    ['popups', 'Cửa sổ KPI', 'KPI popups'],
  ]),
  fun('internalKpi', '/internal/kpi/settingkpi', 'Cài đặt chỉ tiêu KPI', 'KPI targets'),
  // Not in the spec: the public-holiday calendar every date rule uses (docs/decisions.md).
  fun('internalSettings', '/internal/holidays', 'Lịch nghỉ lễ', 'Public holidays'),
  fun(
    'efficiencyCustomerRelation',
    '/effective-management/customer-relation',
    'Hiệu quả quan hệ khách hàng',
    'Customer relation performance',
  ),
  fun(
    'efficiencyCustomerRelation',
    '/effective-management/customer-relation/:id',
    'Chi tiết hiệu quả quan hệ khách hàng',
    'Customer relation performance details',
  ),
  fun(
    'efficiencyExpertise',
    '/effective-management/expertise',
    'Hiệu quả thẩm định',
    'Appraisal performance',
  ),
  fun(
    'efficiencyExpertise',
    '/effective-management/expertise/:id',
    'Chi tiết hiệu quả thẩm định',
    'Appraisal performance details',
  ),
  fun('efficiencyFollowKpi', '/effective-management/follow-kpi', 'Theo dõi KPI', 'KPI follow-up'),

  // Funder: team setting
  fun('teamSetting', '/part/team-setting', 'Thiết lập nhóm', 'Team settings'),
  fun('teamSetting', '/part/ca-user', 'Chuyên viên thẩm định', 'Credit analysts'),
  fun('teamSetting', '/part/department', 'Phòng ban và nhóm', 'Departments and teams'),

  // Funder: profile
  fun('profile', '/profile/company-info', 'Thông tin doanh nghiệp', 'Company information'),
  fun('profile', '/profile/account-info', 'Thông tin tài khoản', 'Account information'),
  fun('profile', '/profile/change-password', 'Đổi mật khẩu', 'Change password'),
  fun('profileFollowKpi', '/profile/follow-kpi', 'Theo dõi KPI', 'KPI follow-up'),
  fun('profileFollowKpi', '/profile/historykpi', 'Lịch sử KPI', 'KPI history'),
  fun('profile', '/profile/bank-info', 'Tài khoản ngân hàng', 'Bank accounts'),
  fun('profile', '/profile/bank-info/add', 'Thêm tài khoản ngân hàng', 'Add a bank account'),
  fun('profile', '/profile/bank-info/:id', 'Chi tiết tài khoản ngân hàng', 'Bank account details'),

  // Funder: savings packs, points
  fun('savingsPacks', '/tichluy/SourceTranfer', 'Chuyển nguồn tích lũy', 'Source transfers'),
  fun('savingsPacks', '/tichluy/AddSourceTranfer', 'Thêm chuyển nguồn', 'New source transfer'),
  fun('savingsPacks', '/tichluy/ListPackageUnlimited', 'Gói tích lũy không giới hạn', 'Unlimited packs'),
  fun(
    'savingsPacks',
    '/tichluy/ListPackageUnlimited/Commission/:id?',
    'Hoa hồng gói không giới hạn',
    'Unlimited pack commission',
  ),
  fun(
    'savingsPacks',
    '/tichluy/ListPackageUnlimited/Member/:id?',
    'Thành viên gói không giới hạn',
    'Unlimited pack members',
  ),
  fun('savingsPacks', '/tichluy/ListPackageLimited', 'Gói tích lũy giới hạn', 'Limited packs'),
  fun(
    'savingsPacks',
    '/tichluy/ListPackageLimited/Member/:id?',
    'Thành viên gói giới hạn',
    'Limited pack members',
  ),
  fun(
    'savingsPacks',
    '/tichluy/TransactionHistory',
    'Lịch sử giao dịch tích lũy',
    'Savings transaction history',
  ),
  fun('savingsPacks', '/tichluy/MemberHistory', 'Lịch sử thành viên', 'Member history'),
  fun('savingsPacks', '/savesting-packs-management/member-list', 'Danh sách thành viên', 'Members'),
  fun(
    'savingsPacks',
    '/savesting-packs-management/membership-class',
    'Hạng thành viên',
    'Membership classes',
  ),
  fun('savingsPacks', '/savesting-packs-management/non-term', 'Gói không kỳ hạn', 'Non-term packs'),
  fun('savingsPacks', '/savesting-packs-management/term', 'Gói có kỳ hạn', 'Term packs', [
    ['edit-popup', 'Sửa gói có kỳ hạn', 'Edit a term pack'],
    ['view-popup', 'Xem gói có kỳ hạn', 'View a term pack'],
  ]),
  fun('points', '/point', 'Điểm thưởng và ưu đãi', 'Points and vouchers'),
];

export function screensOf(area: Area): Screen[] {
  return SCREENS.filter((s) => s.area === area);
}

/** Path without query, hash and trailing slash ('/' stays '/'). */
export function normalizePath(pathname: string): string {
  const p = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = p.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * How well a pattern matches a concrete path: null when it does not; otherwise a score where
 * static segments weigh more than parameters, as in React Router's ranking.
 */
export function matchScore(pattern: string, pathname: string): number | null {
  const pat = segmentsOf(pattern);
  const got = segmentsOf(normalizePath(pathname));
  let score = 0;
  let i = 0;
  for (const seg of pat) {
    const value = got[i];
    if (seg.startsWith(':')) {
      if (value === undefined) {
        if (seg.endsWith('?')) continue;
        return null;
      }
      score += 3;
    } else {
      if (value === undefined || value.toLowerCase() !== seg.toLowerCase()) return null;
      score += 10;
    }
    i++;
  }
  return i === got.length ? score : null;
}

/** The screen a concrete path shows ('/fun/buyer/12' → the '/fun/buyer/:id' screen). */
export function findScreen(pathname: string): Screen | undefined {
  let best: Screen | undefined;
  let bestScore = -1;
  for (const s of SCREENS) {
    const score = matchScore(s.path, pathname);
    if (score !== null && score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}

/** Where an area-index path forwards to ('/buy/' → '/buy/home'), if it is one. */
export function redirectFor(pathname: string): string | undefined {
  const p = normalizePath(pathname);
  return REDIRECTS.find((r) => r.from === p)?.to;
}
