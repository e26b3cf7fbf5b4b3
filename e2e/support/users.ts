/**
 * The demo accounts the server seeds (README), copied here so the suite checks the portal
 * against fixed expectations rather than against the code under test.
 */
export const DEMO_PASSWORD = 'Demo@12345';

export type FunderRole =
  | 'MASTER'
  | 'SUBMASTER'
  | 'CRM_SENIOR'
  | 'CRM'
  | 'CA_MANAGER'
  | 'CA_SENIOR'
  | 'CREDIT_OFFICER'
  | 'ACC_CONTROLER'
  | 'ACCOUNTANT'
  | 'COLLECTION_MANAGER'
  | 'COLLECTOR'
  | 'VIEWER';

export type Area = 'fun' | 'buy' | 'sup' | 'indsup' | 'partner' | 'doitac';

export interface DemoUser {
  username: string;
  fullName: string;
  position: string;
  area: Area;
  /** Funder staff only. */
  role?: FunderRole;
  /** Where the user lands after signing in (spec §2). */
  home: string;
}

const funder = (username: string, role: FunderRole, fullName: string, position: string): DemoUser => ({
  username,
  role,
  fullName,
  position,
  area: 'fun',
  // Spec §2: buyer-management roles land on the buyer list (CRM_SENIOR and CRM, see docs/decisions).
  home: role === 'CRM_SENIOR' || role === 'CRM' ? '/fun/buyer/list' : '/fun/transactions/progress',
});

const other = (
  username: string,
  area: Exclude<Area, 'fun'>,
  fullName: string,
  position: string,
): DemoUser => ({
  username,
  fullName,
  position,
  area,
  home: area === 'doitac' ? '/indsup/home' : `/${area}/home`,
});

export const FUNDER_USERS: readonly DemoUser[] = [
  funder('master', 'MASTER', 'Phạm Quốc Bảo', 'Tổng Giám đốc'),
  funder('submaster', 'SUBMASTER', 'Lê Thị Thu Hà', 'Phó Tổng Giám đốc'),
  funder('crmsenior', 'CRM_SENIOR', 'Đỗ Minh Tuấn', 'Trưởng nhóm Quan hệ khách hàng'),
  funder('crm', 'CRM', 'Vũ Thị Lan Anh', 'Chuyên viên Quan hệ khách hàng'),
  funder('camanager', 'CA_MANAGER', 'Hoàng Văn Dũng', 'Trưởng phòng Thẩm định'),
  funder('casenior', 'CA_SENIOR', 'Ngô Thị Mai', 'Chuyên viên Thẩm định cao cấp'),
  funder('creditofficer', 'CREDIT_OFFICER', 'Bùi Đức Huy', 'Chuyên viên Tín dụng'),
  funder('acccontroler', 'ACC_CONTROLER', 'Đặng Thị Hồng', 'Kiểm soát viên Kế toán'),
  funder('accountant', 'ACCOUNTANT', 'Trịnh Văn Nam', 'Kế toán viên'),
  funder('collectmanager', 'COLLECTION_MANAGER', 'Phan Thanh Sơn', 'Trưởng bộ phận Thu hồi nợ'),
  funder('collector', 'COLLECTOR', 'Lý Thị Ngọc', 'Nhân viên Thu hồi nợ'),
  funder('viewer', 'VIEWER', 'Cao Minh Khoa', 'Kiểm toán nội bộ'),
];

export const OTHER_USERS: readonly DemoUser[] = [
  other('buyer1', 'buy', 'Nguyễn Thị Kim Oanh', 'Giám đốc Tài chính'),
  other('buyer2', 'buy', 'Trần Quang Vinh', 'Kế toán trưởng'),
  other('supplier1', 'sup', 'Lê Minh Phát', 'Giám đốc'),
  other('supplier2', 'sup', 'Huỳnh Thị Thanh Xuân', 'Giám đốc'),
  other('supplier3', 'sup', 'Võ Hưng Thịnh', 'Phó Giám đốc'),
  other('indsupplier1', 'indsup', 'Nguyễn Văn An', 'Hộ kinh doanh'),
  other('partner1', 'partner', 'Tạ Quốc Hưng', 'Giám đốc Khối Tài trợ chuỗi cung ứng'),
  other('partner2', 'partner', 'Mai Thị Thảo', 'Trưởng phòng Bảo lãnh'),
  other('partner3', 'partner', 'Kiều Văn Lộc', 'Giám đốc Kinh doanh'),
  other('partner4', 'partner', 'Dương Thị Yến', 'Giám đốc Quỹ'),
  other('doitacncc1', 'doitac', 'Trần Thị Bích', 'Cộng tác viên'),
];

export const DEMO_USERS: readonly DemoUser[] = [...FUNDER_USERS, ...OTHER_USERS];
