import type { EnterpriseCode, PartnerKind } from '@arflow/domain/enterprises';
import type { Role } from '@arflow/domain/roles';

/** The password of every demo account (README lists the logins). */
export const DEMO_PASSWORD = 'Demo@12345';
export const FUNDER_CODE = 'ARFLOW';

export interface DemoEnterprise {
  code: string;
  name: string;
  type: EnterpriseCode;
  partnerKind?: PartnerKind;
  taxCode: string;
  address: string;
  domain: string;
}

export interface DemoUser {
  username: string;
  enterprise: string;
  role: Role;
  fullName: string;
  position: string;
  allowSign?: boolean;
  tel: string;
}

export const DEMO_ENTERPRISES: DemoEnterprise[] = [
  {
    code: FUNDER_CODE,
    name: 'Công ty Cổ phần ARFlow Capital',
    type: 'FUNDER',
    taxCode: '0109876543',
    address: 'Tầng 12, 54 Liễu Giai, Ba Đình, Hà Nội',
    domain: 'arflow.vn',
  },
  {
    code: 'BUY01',
    name: 'Công ty Cổ phần Bán lẻ Sao Mai',
    type: 'BUYER',
    taxCode: '0301234567',
    address: '182 Lê Đại Hành, Quận 11, TP. Hồ Chí Minh',
    domain: 'saomai.vn',
  },
  {
    code: 'BUY02',
    name: 'Tổng Công ty Thực phẩm Hòa Bình',
    type: 'BUYER',
    taxCode: '0102345678',
    address: '25 Trần Duy Hưng, Cầu Giấy, Hà Nội',
    domain: 'hoabinhfood.vn',
  },
  {
    code: 'SUP01',
    name: 'Công ty TNHH Bao bì Minh Phát',
    type: 'SUPPLIER',
    taxCode: '3701234568',
    address: 'KCN VSIP 1, Thuận An, Bình Dương',
    domain: 'minhphat.vn',
  },
  {
    code: 'SUP02',
    name: 'Công ty Cổ phần Nông sản Đồng Xanh',
    type: 'SUPPLIER',
    taxCode: '1801234569',
    address: '88 Trần Hưng Đạo, Ninh Kiều, Cần Thơ',
    domain: 'dongxanh.vn',
  },
  {
    code: 'SUP03',
    name: 'Công ty TNHH Vận tải Hưng Thịnh',
    type: 'SUPPLIER',
    taxCode: '0201234560',
    address: '15 Lạch Tray, Ngô Quyền, Hải Phòng',
    domain: 'hungthinhlogistics.vn',
  },
  {
    code: 'IND01',
    name: 'Nguyễn Văn An',
    type: 'INDSUPPLIER',
    taxCode: '8012345671',
    address: '34 Nguyễn Trãi, Thanh Xuân, Hà Nội',
    domain: 'gmail.com',
  },
  {
    code: 'PTN01',
    name: 'Ngân hàng TMCP Phương Nam Số',
    type: 'PARTNER',
    partnerKind: 'FUNDING',
    taxCode: '0301112223',
    address: '279 Lý Thường Kiệt, Quận 10, TP. Hồ Chí Minh',
    domain: 'phuongnambank.vn',
  },
  {
    code: 'PTN02',
    name: 'Công ty Cổ phần Bảo lãnh Tín Việt',
    type: 'PARTNER',
    partnerKind: 'GUARANTEE',
    taxCode: '0104445556',
    address: '72 Nguyễn Chí Thanh, Đống Đa, Hà Nội',
    domain: 'tinviet.vn',
  },
  {
    code: 'PTN03',
    name: 'Công ty TNHH Tư vấn Kết Nối Việt',
    type: 'PARTNER',
    partnerKind: 'REFERRAL',
    taxCode: '0317778889',
    address: '9 Đinh Tiên Hoàng, Quận 1, TP. Hồ Chí Minh',
    domain: 'ketnoiviet.vn',
  },
  {
    code: 'PTN04',
    name: 'Quỹ Tín dụng Nhân dân Thịnh An',
    type: 'PARTNER',
    partnerKind: 'LENDING',
    taxCode: '0401239990',
    address: '120 Bạch Đằng, Hải Châu, Đà Nẵng',
    domain: 'thinhanfund.vn',
  },
  {
    code: 'DTN01',
    name: 'Trần Thị Bích',
    type: 'DOITAC_NCC',
    taxCode: '8023456782',
    address: '56 Hai Bà Trưng, Hoàn Kiếm, Hà Nội',
    domain: 'gmail.com',
  },
];

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'master',
    enterprise: FUNDER_CODE,
    role: 'MASTER',
    fullName: 'Phạm Quốc Bảo',
    position: 'Tổng Giám đốc',
    allowSign: true,
    tel: '0903123456',
  },
  {
    username: 'submaster',
    enterprise: FUNDER_CODE,
    role: 'SUBMASTER',
    fullName: 'Lê Thị Thu Hà',
    position: 'Phó Tổng Giám đốc',
    tel: '0903123457',
  },
  {
    username: 'crmsenior',
    enterprise: FUNDER_CODE,
    role: 'CRM_SENIOR',
    fullName: 'Đỗ Minh Tuấn',
    position: 'Trưởng nhóm Quan hệ khách hàng',
    tel: '0903123458',
  },
  {
    username: 'crm',
    enterprise: FUNDER_CODE,
    role: 'CRM',
    fullName: 'Vũ Thị Lan Anh',
    position: 'Chuyên viên Quan hệ khách hàng',
    tel: '0903123459',
  },
  {
    username: 'camanager',
    enterprise: FUNDER_CODE,
    role: 'CA_MANAGER',
    fullName: 'Hoàng Văn Dũng',
    position: 'Trưởng phòng Thẩm định',
    allowSign: true,
    tel: '0903123460',
  },
  {
    username: 'casenior',
    enterprise: FUNDER_CODE,
    role: 'CA_SENIOR',
    fullName: 'Ngô Thị Mai',
    position: 'Chuyên viên Thẩm định cao cấp',
    tel: '0903123461',
  },
  {
    username: 'creditofficer',
    enterprise: FUNDER_CODE,
    role: 'CREDIT_OFFICER',
    fullName: 'Bùi Đức Huy',
    position: 'Chuyên viên Tín dụng',
    tel: '0903123462',
  },
  {
    username: 'acccontroler',
    enterprise: FUNDER_CODE,
    role: 'ACC_CONTROLER',
    fullName: 'Đặng Thị Hồng',
    position: 'Kiểm soát viên Kế toán',
    tel: '0903123463',
  },
  {
    username: 'accountant',
    enterprise: FUNDER_CODE,
    role: 'ACCOUNTANT',
    fullName: 'Trịnh Văn Nam',
    position: 'Kế toán viên',
    tel: '0903123464',
  },
  {
    username: 'collectmanager',
    enterprise: FUNDER_CODE,
    role: 'COLLECTION_MANAGER',
    fullName: 'Phan Thanh Sơn',
    position: 'Trưởng bộ phận Thu hồi nợ',
    tel: '0903123465',
  },
  {
    username: 'collector',
    enterprise: FUNDER_CODE,
    role: 'COLLECTOR',
    fullName: 'Lý Thị Ngọc',
    position: 'Nhân viên Thu hồi nợ',
    tel: '0903123466',
  },
  {
    username: 'viewer',
    enterprise: FUNDER_CODE,
    role: 'VIEWER',
    fullName: 'Cao Minh Khoa',
    position: 'Kiểm toán nội bộ',
    tel: '0903123467',
  },
  {
    username: 'buyer1',
    enterprise: 'BUY01',
    role: 'AUTHORIZER',
    fullName: 'Nguyễn Thị Kim Oanh',
    position: 'Giám đốc Tài chính',
    allowSign: true,
    tel: '0912345601',
  },
  {
    username: 'buyer2',
    enterprise: 'BUY02',
    role: 'AUTHORIZER',
    fullName: 'Trần Quang Vinh',
    position: 'Kế toán trưởng',
    allowSign: true,
    tel: '0912345602',
  },
  {
    username: 'supplier1',
    enterprise: 'SUP01',
    role: 'AUTHORIZER',
    fullName: 'Lê Minh Phát',
    position: 'Giám đốc',
    allowSign: true,
    tel: '0987654301',
  },
  {
    username: 'supplier2',
    enterprise: 'SUP02',
    role: 'AUTHORIZER',
    fullName: 'Huỳnh Thị Thanh Xuân',
    position: 'Giám đốc',
    allowSign: true,
    tel: '0987654302',
  },
  {
    username: 'supplier3',
    enterprise: 'SUP03',
    role: 'AUTHORIZER',
    fullName: 'Võ Hưng Thịnh',
    position: 'Phó Giám đốc',
    allowSign: true,
    tel: '0987654303',
  },
  {
    username: 'indsupplier1',
    enterprise: 'IND01',
    role: 'INDSUPPLIER',
    fullName: 'Nguyễn Văn An',
    position: 'Hộ kinh doanh',
    allowSign: true,
    tel: '0977123401',
  },
  {
    username: 'partner1',
    enterprise: 'PTN01',
    role: 'PARTNER',
    fullName: 'Tạ Quốc Hưng',
    position: 'Giám đốc Khối Tài trợ chuỗi cung ứng',
    tel: '0938123401',
  },
  {
    username: 'partner2',
    enterprise: 'PTN02',
    role: 'PARTNER',
    fullName: 'Mai Thị Thảo',
    position: 'Trưởng phòng Bảo lãnh',
    tel: '0938123402',
  },
  {
    username: 'partner3',
    enterprise: 'PTN03',
    role: 'PARTNER',
    fullName: 'Kiều Văn Lộc',
    position: 'Giám đốc Kinh doanh',
    tel: '0938123403',
  },
  {
    username: 'partner4',
    enterprise: 'PTN04',
    role: 'PARTNER',
    fullName: 'Dương Thị Yến',
    position: 'Giám đốc Quỹ',
    // Signs the fund's loans and their extensions (OTP), as its director.
    allowSign: true,
    tel: '0938123404',
  },
  {
    username: 'doitacncc1',
    enterprise: 'DTN01',
    role: 'DOITAC_NCC',
    fullName: 'Trần Thị Bích',
    position: 'Cộng tác viên',
    allowSign: true,
    tel: '0966123401',
  },
];
