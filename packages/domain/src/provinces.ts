import { namesOf } from './names.ts';
import { type Text, text } from './text.ts';

export interface Province {
  /** Two-digit code, '01', '02', … */
  code: string;
  name: Text;
  /** Centrally governed city (thành phố trực thuộc trung ương) or province. */
  kind: 'city' | 'province';
}

/**
 * Provinces and centrally governed cities of Vietnam before the 2025 merger, in the official
 * statistical (north-to-south) order, numbered consecutively from '01'.
 *
 * Spec §3 mentions "a static list of 61 province codes (01 to 61)" without names; Vietnam had 63
 * units before 2025, so the list keeps all 63 (codes '01'..'61' all exist, '62' and '63' are the
 * last two units): see docs/decisions.
 */
export const PROVINCES: readonly Province[] = [
  { code: '01', name: text('Hà Nội', 'Hanoi'), kind: 'city' },
  { code: '02', name: text('Hà Giang', 'Ha Giang'), kind: 'province' },
  { code: '03', name: text('Cao Bằng', 'Cao Bang'), kind: 'province' },
  { code: '04', name: text('Bắc Kạn', 'Bac Kan'), kind: 'province' },
  { code: '05', name: text('Tuyên Quang', 'Tuyen Quang'), kind: 'province' },
  { code: '06', name: text('Lào Cai', 'Lao Cai'), kind: 'province' },
  { code: '07', name: text('Điện Biên', 'Dien Bien'), kind: 'province' },
  { code: '08', name: text('Lai Châu', 'Lai Chau'), kind: 'province' },
  { code: '09', name: text('Sơn La', 'Son La'), kind: 'province' },
  { code: '10', name: text('Yên Bái', 'Yen Bai'), kind: 'province' },
  { code: '11', name: text('Hòa Bình', 'Hoa Binh'), kind: 'province' },
  { code: '12', name: text('Thái Nguyên', 'Thai Nguyen'), kind: 'province' },
  { code: '13', name: text('Lạng Sơn', 'Lang Son'), kind: 'province' },
  { code: '14', name: text('Quảng Ninh', 'Quang Ninh'), kind: 'province' },
  { code: '15', name: text('Bắc Giang', 'Bac Giang'), kind: 'province' },
  { code: '16', name: text('Phú Thọ', 'Phu Tho'), kind: 'province' },
  { code: '17', name: text('Vĩnh Phúc', 'Vinh Phuc'), kind: 'province' },
  { code: '18', name: text('Bắc Ninh', 'Bac Ninh'), kind: 'province' },
  { code: '19', name: text('Hải Dương', 'Hai Duong'), kind: 'province' },
  { code: '20', name: text('Hải Phòng', 'Hai Phong'), kind: 'city' },
  { code: '21', name: text('Hưng Yên', 'Hung Yen'), kind: 'province' },
  { code: '22', name: text('Thái Bình', 'Thai Binh'), kind: 'province' },
  { code: '23', name: text('Hà Nam', 'Ha Nam'), kind: 'province' },
  { code: '24', name: text('Nam Định', 'Nam Dinh'), kind: 'province' },
  { code: '25', name: text('Ninh Bình', 'Ninh Binh'), kind: 'province' },
  { code: '26', name: text('Thanh Hóa', 'Thanh Hoa'), kind: 'province' },
  { code: '27', name: text('Nghệ An', 'Nghe An'), kind: 'province' },
  { code: '28', name: text('Hà Tĩnh', 'Ha Tinh'), kind: 'province' },
  { code: '29', name: text('Quảng Bình', 'Quang Binh'), kind: 'province' },
  { code: '30', name: text('Quảng Trị', 'Quang Tri'), kind: 'province' },
  { code: '31', name: text('Thừa Thiên Huế', 'Thua Thien Hue'), kind: 'province' },
  { code: '32', name: text('Đà Nẵng', 'Da Nang'), kind: 'city' },
  { code: '33', name: text('Quảng Nam', 'Quang Nam'), kind: 'province' },
  { code: '34', name: text('Quảng Ngãi', 'Quang Ngai'), kind: 'province' },
  { code: '35', name: text('Bình Định', 'Binh Dinh'), kind: 'province' },
  { code: '36', name: text('Phú Yên', 'Phu Yen'), kind: 'province' },
  { code: '37', name: text('Khánh Hòa', 'Khanh Hoa'), kind: 'province' },
  { code: '38', name: text('Ninh Thuận', 'Ninh Thuan'), kind: 'province' },
  { code: '39', name: text('Bình Thuận', 'Binh Thuan'), kind: 'province' },
  { code: '40', name: text('Kon Tum', 'Kon Tum'), kind: 'province' },
  { code: '41', name: text('Gia Lai', 'Gia Lai'), kind: 'province' },
  { code: '42', name: text('Đắk Lắk', 'Dak Lak'), kind: 'province' },
  { code: '43', name: text('Đắk Nông', 'Dak Nong'), kind: 'province' },
  { code: '44', name: text('Lâm Đồng', 'Lam Dong'), kind: 'province' },
  { code: '45', name: text('Bình Phước', 'Binh Phuoc'), kind: 'province' },
  { code: '46', name: text('Tây Ninh', 'Tay Ninh'), kind: 'province' },
  { code: '47', name: text('Bình Dương', 'Binh Duong'), kind: 'province' },
  { code: '48', name: text('Đồng Nai', 'Dong Nai'), kind: 'province' },
  { code: '49', name: text('Bà Rịa - Vũng Tàu', 'Ba Ria - Vung Tau'), kind: 'province' },
  { code: '50', name: text('Thành phố Hồ Chí Minh', 'Ho Chi Minh City'), kind: 'city' },
  { code: '51', name: text('Long An', 'Long An'), kind: 'province' },
  { code: '52', name: text('Tiền Giang', 'Tien Giang'), kind: 'province' },
  { code: '53', name: text('Bến Tre', 'Ben Tre'), kind: 'province' },
  { code: '54', name: text('Trà Vinh', 'Tra Vinh'), kind: 'province' },
  { code: '55', name: text('Vĩnh Long', 'Vinh Long'), kind: 'province' },
  { code: '56', name: text('Đồng Tháp', 'Dong Thap'), kind: 'province' },
  { code: '57', name: text('An Giang', 'An Giang'), kind: 'province' },
  { code: '58', name: text('Kiên Giang', 'Kien Giang'), kind: 'province' },
  { code: '59', name: text('Cần Thơ', 'Can Tho'), kind: 'city' },
  { code: '60', name: text('Hậu Giang', 'Hau Giang'), kind: 'province' },
  { code: '61', name: text('Sóc Trăng', 'Soc Trang'), kind: 'province' },
  { code: '62', name: text('Bạc Liêu', 'Bac Lieu'), kind: 'province' },
  { code: '63', name: text('Cà Mau', 'Ca Mau'), kind: 'province' },
];

/** The provinces by code: a list's column and its Excel file write the name, not the code. */
export const PROVINCE_NAMES = namesOf(
  PROVINCES,
  (p) => p.code,
  (p) => p.name,
);
export const PROVINCE_CODES: readonly string[] = PROVINCES.map((p) => p.code);

export function findProvince(code: string | null | undefined): Province | undefined {
  return code ? PROVINCES.find((p) => p.code === code) : undefined;
}

export function isProvinceCode(v: unknown): v is string {
  return typeof v === 'string' && PROVINCE_CODES.includes(v);
}
