import { type ScreenRow, screens, views } from './modules/define.ts';
import { PORTAL_MODULES } from './modules/index.ts';
import { AREA_ACCESS, MENU_ACCESS, type MenuAccessKey } from './permissions.ts';
import type { Area, Redirect, Screen, ScreenView } from './screen.ts';

export { AREAS, type Area, type Redirect, type Screen, type ScreenView } from './screen.ts';

/** Funder screens of one menu entry (spec §6), paths under '/fun' + prefix. */
const fun = (key: MenuAccessKey, prefix: string, rows: readonly ScreenRow[]) =>
  screens('fun', MENU_ACCESS[key], `/fun${prefix}`, rows);

/** Supplier and individual supplier have the same set of screens (spec §2). */
function supplierScreens(area: 'sup' | 'indsup'): Screen[] {
  const company = area === 'indsup' ? 'Thông tin cá nhân' : 'Thông tin doanh nghiệp';
  const companyEn = area === 'indsup' ? 'Personal information' : 'Company information';
  return screens(area, AREA_ACCESS[area], `/${area}`, [
    ['/home', 'Trang chủ', 'Home'],
    ['/new', 'Tạo yêu cầu giao dịch', 'New transaction request'],
    ['/trading', 'Giao dịch khoản phải thu', 'Receivables trading'],
    [
      '/transeachtime',
      'Giao dịch theo từng lần',
      'Transactions by request',
      [
        ['createnew', 'Tạo giao dịch mới', 'Create a transaction'],
        ['createnewtab', 'Thông tin giao dịch mới', 'New transaction details'],
        ['uploadfile', 'Tải lên hồ sơ', 'Upload documents'],
        ['viewfiledoc', 'Xem hồ sơ', 'View documents'],
        ['viewfiledocedit', 'Chỉnh sửa hồ sơ', 'Edit documents'],
      ],
    ],
    ['/revision', 'Yêu cầu điều chỉnh hạn mức, lãi suất', 'Limit and discount-rate revisions'],
    ['/revision/:id', 'Chi tiết yêu cầu điều chỉnh', 'Revision request details'],
    ['/summary/trans', 'Tổng hợp giao dịch', 'Transaction summary'],
    ['/summary/ar', 'Tổng hợp khoản phải thu', 'Receivables summary'],
    ['/team-assignment', 'Phân công thành viên', 'Team members'],
    ['/manage-contract', 'Quản lý hợp đồng', 'Contracts'],
    ['/manage-announcement', 'Quản lý thông báo', 'Announcements'],
    ['/setup/company-info', company, companyEn],
    ['/setup/account-info', 'Thông tin tài khoản', 'Account information'],
    ['/setup/change-password', 'Đổi mật khẩu', 'Change password'],
  ]);
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
  return TRANSACTION_LISTS.flatMap(([key, vi, en, qualifier]) =>
    fun('transactions', `/transactions/${key}`, [
      ['', `Giao dịch ${vi}`, en],
      [
        '/:id',
        `Chi tiết giao dịch ${vi}`,
        `Transaction details (${qualifier})`,
        key === 'internal'
          ? [['funding-partner-selection', 'Chọn đối tác cấp vốn', 'Select a funding partner']]
          : undefined,
      ],
      ['/ar/:id?', `Khoản phải thu của giao dịch ${vi}`, `Receivable (${qualifier})`],
    ]),
  );
}

/** A kind's two names: Vietnamese and English, the English also capitalised. */
const kindNames = (vi: string, en: string) => [vi, en, en.charAt(0).toUpperCase() + en.slice(1)] as const;

/** Supplier and individual supplier management of the funder, same set (spec §2). */
function funderSupplierScreens(kind: 'supplier' | 'indsupplier'): Screen[] {
  const [vi, , En] =
    kind === 'supplier'
      ? kindNames('nhà cung cấp', 'supplier')
      : kindNames('nhà cung cấp cá nhân', 'individual supplier');
  return [
    ...fun('client', `/${kind}`, [
      ['/list', `Danh sách ${vi}`, `${En}s`, [['ekycModal', 'Xác thực eKYC', 'eKYC verification']]],
      ['/:id', `Chi tiết ${vi}`, `${En} details`],
    ]),
    ...fun('credit', `/${kind}/credit`, [
      ['', `Tín dụng ${vi}`, `${En} credit`],
      ['/:id', `Chi tiết tín dụng ${vi}`, `${En} credit details`],
      ['/:sup/:buy?/:credit_id?', `Thẩm định tín dụng ${vi}`, `${En} credit assessment`],
    ]),
    ...fun('client', `/${kind}`, [
      ['/UploadExcelIndividual', 'Nhập danh sách từ tệp Excel', 'Import from Excel'],
    ]),
    ...fun('credit', `/${kind}`, [['/AssessmentItem', `Tiêu chí thẩm định ${vi}`, `${En} assessment items`]]),
  ];
}

function funderPartnerScreens(kind: 'person' | 'corporate'): Screen[] {
  const [vi, en, En] =
    kind === 'person'
      ? kindNames('đối tác cá nhân', 'individual partner')
      : kindNames('đối tác doanh nghiệp', 'corporate partner');
  return [
    ...fun('partner', `/partner/${kind}`, [
      ['/list', `Danh sách ${vi}`, `${En}s`],
      ['/:id', `Chi tiết ${vi}`, `${En} details`],
      ['/new', `Thêm ${vi}`, `New ${en}`],
    ]),
    ...fun('partnerSetup', `/partner/${kind}/setup`, [
      ['', `Thiết lập ${vi}`, `${En} setup`],
      ['/:id', `Chi tiết thiết lập ${vi}`, `${En} setup details`],
    ]),
  ];
}

/** Layout-wide popups, shown on every signed-in screen of an area (spec §2 default layout). */
export const AREA_VIEWS: Record<Exclude<Area, 'public'>, readonly ScreenView[]> = (() => {
  const signing = views([['contract-signing-modal', 'Ký hợp đồng', 'Contract signing']]);
  return { fun: signing, buy: signing, sup: signing, indsup: signing, partner: signing };
})();

/** Login redirect targets of spec §2 that are area indexes: they forward to the area home. */
export const REDIRECTS: readonly Redirect[] = [
  { from: '/buy', to: '/buy/home' },
  { from: '/sup', to: '/sup/home' },
  { from: '/indsup', to: '/indsup/home' },
  { from: '/partner', to: '/partner/home' },
  { from: '/fun/buyer', to: '/fun/buyer/list' },
];

/** The shell's screens: spec §2's inventory less the screens a module declares in its folder. */
const SHELL_SCREENS: readonly Screen[] = [
  ...screens('public', 'public', '', [
    ['/', 'Đăng nhập', 'Sign in'],
    ['/forgot-password', 'Quên mật khẩu', 'Forgot password'],
    ['/forgot-password/:token', 'Đặt lại mật khẩu', 'Reset password'],
    ['/register/:token?', 'Đăng ký tài khoản', 'Register'],
    ['/fun/register/:token?', 'Đăng ký tài khoản đơn vị cấp vốn', 'Funder registration'],
    ['/signin-callback', 'Đang đăng nhập', 'Signing in'],
    ['/signout-callback', 'Đã đăng xuất', 'Signed out'],
    ['/silent-renew', 'Gia hạn phiên đăng nhập', 'Session renewal'],
  ]),

  ...screens('buy', AREA_ACCESS.buy, '/buy', [
    ['/home', 'Trang chủ', 'Home'],
    ['/program-config', 'Cấu hình chương trình', 'Programme configuration'],
    ['/trans-his', 'Lịch sử giao dịch', 'Transaction history'],
    ['/early_payment_his', 'Lịch sử thanh toán sớm', 'Early-payment history'],
    [
      '/transeachtime',
      'Xác nhận giao dịch',
      'Transaction confirmation',
      [
        ['indextab', 'Danh sách giao dịch', 'Transaction list'],
        ['sign-file-docs', 'Ký hồ sơ', 'Sign documents'],
        ['transeachtime-confirm', 'Xác nhận giao dịch', 'Confirm a transaction'],
        ['transeachtime-waitconfirm', 'Giao dịch chờ xác nhận', 'Transactions awaiting confirmation'],
        ['transet-wc-popup', 'Xác nhận giao dịch đang chờ', 'Confirm a waiting transaction'],
        ['view-file-docs', 'Xem hồ sơ', 'View documents'],
        ['viewuploadfile', 'Xem tệp đã tải lên', 'View uploaded files'],
      ],
    ],
    ['/supplier-notification', 'Thông báo từ nhà cung cấp', 'Supplier notifications'],
    ['/supplier-notification/:id', 'Chi tiết thông báo', 'Notification details'],
    ['/notice-management/transaction-result', 'Thông báo kết quả giao dịch', 'Transaction result notices'],
    ['/transaction', 'Giao dịch', 'Transactions'],
    [
      '/transaction-structure-confirmation',
      'Xác nhận cấu trúc giao dịch',
      'Transaction structure confirmation',
    ],
    ['/manage-contract', 'Quản lý hợp đồng', 'Contracts'],
    ['/setup/company-info', 'Thông tin doanh nghiệp', 'Company information'],
    ['/setup/account-info', 'Thông tin tài khoản', 'Account information'],
    ['/setup/change-password', 'Đổi mật khẩu', 'Change password'],
    ['/setup/redeem-point', 'Đổi điểm thưởng', 'Redeem points'],
  ]),

  ...supplierScreens('sup'),
  ...supplierScreens('indsup'),

  ...screens('partner', AREA_ACCESS.partner, '/partner', [
    ['/home', 'Trang chủ', 'Home'],
    ...(
      [
        ['funding', 'hợp tác cấp vốn', 'Funding coordination'],
        ['guarantee', 'hợp tác bảo lãnh', 'Guarantee coordination'],
        ['referral', 'hợp tác giới thiệu khách hàng', 'Referral coordination'],
      ] as const
    ).flatMap(([key, vi, en]): ScreenRow[] => [
      [`/${key}-coordination/program-config`, `Chương trình ${vi}`, `${en}: programme`],
      [`/${key}-coordination/notice-management`, `Thông báo ${vi}`, `${en}: notices`],
      [`/${key}-coordination/transaction-history`, `Lịch sử giao dịch ${vi}`, `${en}: transaction history`],
    ]),
    ['/lending-service/lending-management', 'Quản lý khoản vay', 'Loan management'],
    ['/lending-service/lending-management/add-lending', 'Thêm khoản vay', 'Add a loan'],
    [
      '/lending-service/lending-management/LendingExtensionHistory',
      'Lịch sử gia hạn khoản vay',
      'Loan extension history',
    ],
    ['/lending-service/lending-management/:id', 'Chi tiết khoản vay', 'Loan details'],
    ['/lending-service/transaction-history', 'Lịch sử giao dịch cho vay', 'Lending transaction history'],
    [
      '/lending-service/transaction-history/:infolending',
      'Chi tiết giao dịch cho vay',
      'Lending transaction details',
    ],
    ['/contract-management', 'Quản lý hợp đồng', 'Contracts'],
    ['/setup/company-info', 'Thông tin doanh nghiệp', 'Company information'],
    ['/setup/account-info', 'Thông tin tài khoản', 'Account information'],
    ['/setup/change-password', 'Đổi mật khẩu', 'Change password'],
    ['/setup/bank-info', 'Tài khoản ngân hàng', 'Bank accounts'],
  ]),

  // Funder: home, clients, credit
  ...fun('home', '', [
    [
      '/home',
      'Trang chủ',
      'Home',
      [['integration-log', 'Nhật ký tích hợp (Arito)', 'Integration log (Arito)']],
    ],
  ]),
  ...fun('client', '/buyer', [
    ['/list', 'Danh sách bên mua', 'Buyers'],
    ['/new', 'Thêm bên mua', 'New buyer'],
    ['/:id', 'Chi tiết bên mua', 'Buyer details'],
  ]),
  ...fun('credit', '/buyer/credit', [
    ['', 'Tín dụng bên mua', 'Buyer credit'],
    ['/:id', 'Chi tiết tín dụng bên mua', 'Buyer credit details'],
    [
      '/:id/maturity-discount-groups',
      'Nhóm kỳ hạn và lãi suất chiết khấu thanh toán sớm',
      'Maturity and early-payment discount groups',
    ],
    ['/:id/eligibility', 'Điều kiện nhà cung cấp của bên mua', 'Buyer supplier eligibility'],
  ]),
  ...funderSupplierScreens('supplier'),
  ...fun('client', '/supplier', [
    ['/:id/legal-records', 'Hồ sơ pháp lý nhà cung cấp', 'Supplier legal records'],
  ]),
  ...funderSupplierScreens('indsupplier'),

  // Funder: partners
  ...funderPartnerScreens('person'),
  ...funderPartnerScreens('corporate'),
  ...fun('partnerSetup', '/partner/individual/setup', [
    ['', 'Thiết lập đối tác - NCC cá nhân', 'Partner-supplier setup'],
    ['/:id', 'Chi tiết thiết lập đối tác - NCC cá nhân', 'Partner-supplier setup details'],
  ]),

  // Funder: credit rating
  ...fun('creditRating', '/category-business', [
    [
      '/indexm',
      'Xếp hạng tín dụng theo ngành',
      'Industry credit rating',
      [
        ['parameters', 'Tham số xếp hạng', 'Rating parameters'],
        ['industry-rates', 'Tỷ trọng theo ngành', 'Industry rates'],
        ['qualitative-items', 'Chỉ tiêu định tính', 'Qualitative items'],
        ['score-items', 'Thang điểm', 'Score items'],
      ],
    ],
    ['/infom', 'Thông tin mô hình xếp hạng', 'Rating model information'],
  ]),

  // Funder: programme setting
  ...fun('programmeSetting', '/program-setup', [
    ['/approval', 'Phê duyệt chương trình', 'Programme approval'],
    ['/price', 'Biểu phí và lãi suất', 'Pricing'],
    ['/promotion', 'Chương trình khuyến mại', 'Promotions'],
    ['/promotion/add', 'Thêm chương trình khuyến mại', 'New promotion'],
    ['/promotion/:id', 'Chi tiết chương trình khuyến mại', 'Promotion details'],
    [
      '/lending-pack',
      'Gói cho vay',
      'Lending packs',
      [
        ['add-doi-tac-modal', 'Thêm đối tác', 'Add a partner'],
        ['add-lending-pack-modal', 'Thêm gói cho vay', 'Add a lending pack'],
        ['add-rating-modal', 'Thêm hạng xếp loại', 'Add a rating'],
      ],
    ],
    ['/lending-pack/detail-pack', 'Chi tiết gói cho vay', 'Lending pack details'],
    ['/lending-pack/:id', 'Cập nhật gói cho vay', 'Edit lending pack'],
    ['/invest-order', 'Lệnh đầu tư', 'Investment orders'],
  ]),

  // Funder: transactions
  ...transactionScreens(),
  ...fun('transactions', '/transactions', [
    ['/ar-ledger', 'Sổ theo dõi khoản phải thu', 'Receivables ledger'],
    ['/ar/:id?', 'Chi tiết khoản phải thu', 'Receivable details'],
    ['/ar-adjustment/:id', 'Điều chỉnh khoản phải thu', 'Receivable adjustment'],
    ['/expertise/AssessmentItem', 'Tiêu chí thẩm định giao dịch', 'Transaction assessment items'],
    ['/expertise/:id?', 'Thẩm định giao dịch', 'Transaction appraisal'],
  ]),

  // Funder: payment and collection
  ...fun('payment', '', [
    ['/early-payment', 'Thanh toán sớm', 'Early payments'],
    ['/early-payment/Export', 'Xuất dữ liệu thanh toán sớm', 'Export early payments'],
    ['/early-payment/SelectBank', 'Chọn ngân hàng chuyển tiền', 'Select the paying bank'],
    ['/early-payment/:id', 'Chi tiết thanh toán sớm', 'Early payment details'],
    ['/settlement-payment', 'Thanh toán tất toán', 'Settlement payments'],
    ['/settlement-payment/:id', 'Chi tiết thanh toán tất toán', 'Settlement payment details'],
    ['/clearing-early-payment', 'Đối soát thanh toán sớm', 'Early-payment clearing'],
    ['/clearing-early-payment/:id', 'Chi tiết đối soát thanh toán sớm', 'Early-payment clearing details'],
    ['/clearing-settlement-payment', 'Đối soát thanh toán tất toán', 'Settlement clearing'],
    [
      '/clearing-settlement-payment/:id',
      'Chi tiết đối soát thanh toán tất toán',
      'Settlement clearing details',
    ],
  ]),
  ...fun('collection', '/debt-collection', [
    ['', 'Thu hồi nợ', 'Debt collection'],
    ['/:id', 'Chi tiết thu hồi nợ', 'Debt collection details'],
  ]),

  // Funder: documents
  ...fun('documentStorage', '', [
    [
      '/document-storage',
      'Lưu trữ hồ sơ',
      'Document storage',
      [
        ['AssignAuth', 'Phân quyền truy cập hồ sơ', 'Assign access'],
        ['AssignHolder', 'Giao người giữ hồ sơ', 'Assign a holder'],
        ['CreateDocument', 'Tạo hồ sơ', 'Create a document'],
        ['DocumentDetail', 'Chi tiết hồ sơ', 'Document details'],
        ['ExportDocument', 'Xuất kho hồ sơ', 'Check documents out'],
        ['ImportDocument', 'Nhập kho hồ sơ', 'Check documents in'],
        ['ListDocument', 'Danh sách hồ sơ', 'Document list'],
        ['RequestDocument', 'Yêu cầu mượn hồ sơ', 'Request documents'],
        ['ViewListDocument', 'Xem danh sách hồ sơ', 'View the document list'],
      ],
    ],
  ]),

  // Funder: partner payment
  ...fun('partnerPayment', '/partner-payment', [
    ['/individual', 'Thanh toán đối tác cá nhân', 'Individual partner payments'],
    ['/individual/:id', 'Chi tiết thanh toán đối tác cá nhân', 'Individual partner payment details'],
    ['/corporate', 'Thanh toán đối tác doanh nghiệp', 'Corporate partner payments'],
    ['/corporate/:id', 'Chi tiết thanh toán đối tác doanh nghiệp', 'Corporate partner payment details'],
    ['/ChangeFundingNotice', 'Thông báo thay đổi cấp vốn', 'Funding change notice'],
    ['/CreateFundingNotice', 'Tạo thông báo cấp vốn', 'Create a funding notice'],
    ['/funding/FundingCoordination', 'Hợp tác cấp vốn', 'Funding coordination'],
    ['/guarantee/GuaranteeCoordination', 'Hợp tác bảo lãnh', 'Guarantee coordination'],
    ['/lending/LendingConfirmationNotice', 'Thông báo xác nhận cho vay', 'Lending confirmation notice'],
    ['/lending/LendingExtentioinEdit', 'Điều chỉnh gia hạn khoản vay', 'Edit a loan extension'],
    ['/lending/LendingExtentionEditView', 'Xem điều chỉnh gia hạn khoản vay', 'View a loan extension'],
    ['/lending/LendingService', 'Dịch vụ cho vay', 'Lending service'],
    ['/lending/LendingSettlementNotice', 'Thông báo tất toán khoản vay', 'Loan settlement notice'],
    ['/referral/ReferralCoordination', 'Hợp tác giới thiệu khách hàng', 'Referral coordination'],
    ['/referral/TerminationNotice', 'Thông báo chấm dứt hợp tác', 'Termination notice'],
    ['/referral/TransactionPaymentNotice', 'Thông báo thanh toán giao dịch', 'Transaction payment notice'],
  ]),

  // Funder: partner trading and summary information
  ...fun('partnerTrading', '/partner-trading', [
    ['', 'Giao dịch với đối tác', 'Partner trading'],
    ['/table-partner', 'Bảng tổng hợp đối tác', 'Partner table'],
  ]),
  ...fun('summaryInfo', '/history', [
    ['/trans', 'Tổng hợp giao dịch', 'Transaction summary'],
    ['/ar', 'Tổng hợp khoản phải thu', 'Receivables summary'],
  ]),

  // Funder: reports
  ...fun('reportClientPartner', '/report-management', [
    ['/client-partner', 'Báo cáo khách hàng - đối tác', 'Client and partner report'],
  ]),
  ...fun('reports', '/report-management', [
    [
      '/bussiness-report',
      'Báo cáo kinh doanh',
      'Business reports',
      [
        ['monthly-report', 'Báo cáo tháng', 'Monthly report'],
        ['monthly-loans', 'Dư nợ theo tháng', 'Monthly loans'],
        ['buyer-discount', 'Chiết khấu bên mua', 'Buyer discount'],
        ['referral-commission', 'Hoa hồng giới thiệu', 'Referral commission'],
        ['financial-revenue', 'Doanh thu tài chính', 'Financial revenue'],
        ['exports', 'Xuất báo cáo', 'Exports'],
      ],
    ],
    ['/resource-money', 'Báo cáo nguồn vốn', 'Funding sources report'],
  ]),

  // Funder: internal settings and efficiency management
  ...fun('internalCommission', '/internal', [['/crm-commission', 'Hoa hồng CRM', 'CRM commission']]),
  ...fun('internalKpi', '/internal/kpi', [
    ['', 'Thiết lập KPI', 'KPI settings', [['popups', 'Cửa sổ KPI', 'KPI popups']]],
    ['/settingkpi', 'Cài đặt chỉ tiêu KPI', 'KPI targets'],
  ]),
  ...fun('efficiencyCustomerRelation', '/effective-management/customer-relation', [
    ['', 'Hiệu quả quan hệ khách hàng', 'Customer relation performance'],
    ['/:id', 'Chi tiết hiệu quả quan hệ khách hàng', 'Customer relation performance details'],
  ]),
  ...fun('efficiencyExpertise', '/effective-management/expertise', [
    ['', 'Hiệu quả thẩm định', 'Appraisal performance'],
    ['/:id', 'Chi tiết hiệu quả thẩm định', 'Appraisal performance details'],
  ]),
  ...fun('efficiencyFollowKpi', '/effective-management', [['/follow-kpi', 'Theo dõi KPI', 'KPI follow-up']]),

  // Funder: team setting
  ...fun('teamSetting', '/part', [
    ['/team-setting', 'Thiết lập nhóm', 'Team settings'],
    ['/ca-user', 'Chuyên viên thẩm định', 'Credit analysts'],
    ['/department', 'Phòng ban và nhóm', 'Departments and teams'],
  ]),

  // Funder: profile
  ...fun('profile', '/profile', [
    ['/company-info', 'Thông tin doanh nghiệp', 'Company information'],
    ['/account-info', 'Thông tin tài khoản', 'Account information'],
    ['/change-password', 'Đổi mật khẩu', 'Change password'],
  ]),
  ...fun('profileFollowKpi', '/profile', [
    ['/follow-kpi', 'Theo dõi KPI', 'KPI follow-up'],
    ['/historykpi', 'Lịch sử KPI', 'KPI history'],
  ]),
  ...fun('profile', '/profile/bank-info', [
    ['', 'Tài khoản ngân hàng', 'Bank accounts'],
    ['/add', 'Thêm tài khoản ngân hàng', 'Add a bank account'],
    ['/:id', 'Chi tiết tài khoản ngân hàng', 'Bank account details'],
  ]),

  // Funder: savings packs, points
  ...fun('savingsPacks', '/tichluy', [
    ['/SourceTranfer', 'Chuyển nguồn tích lũy', 'Source transfers'],
    ['/AddSourceTranfer', 'Thêm chuyển nguồn', 'New source transfer'],
    ['/ListPackageUnlimited', 'Gói tích lũy không giới hạn', 'Unlimited packs'],
    ['/ListPackageUnlimited/Commission/:id?', 'Hoa hồng gói không giới hạn', 'Unlimited pack commission'],
    ['/ListPackageUnlimited/Member/:id?', 'Thành viên gói không giới hạn', 'Unlimited pack members'],
    ['/ListPackageLimited', 'Gói tích lũy giới hạn', 'Limited packs'],
    ['/ListPackageLimited/Member/:id?', 'Thành viên gói giới hạn', 'Limited pack members'],
    ['/TransactionHistory', 'Lịch sử giao dịch tích lũy', 'Savings transaction history'],
    ['/MemberHistory', 'Lịch sử thành viên', 'Member history'],
  ]),
  ...fun('savingsPacks', '/savesting-packs-management', [
    ['/member-list', 'Danh sách thành viên', 'Members'],
    ['/membership-class', 'Hạng thành viên', 'Membership classes'],
    ['/non-term', 'Gói không kỳ hạn', 'Non-term packs'],
    [
      '/term',
      'Gói có kỳ hạn',
      'Term packs',
      [
        ['edit-popup', 'Sửa gói có kỳ hạn', 'Edit a term pack'],
        ['view-popup', 'Xem gói có kỳ hạn', 'View a term pack'],
      ],
    ],
  ]),
  ...fun('points', '', [['/point', 'Điểm thưởng và ưu đãi', 'Points and vouchers']]),
];

/**
 * Every screen: the shell's, then each module's from its folder (PORTAL_MODULES). Order matters
 * only between equally specific patterns (first wins).
 */
export const SCREENS: readonly Screen[] = [
  ...SHELL_SCREENS,
  ...PORTAL_MODULES.flatMap((m) => m.screens ?? []),
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
