import { type ErrorDef, err } from './modules/define.ts';
import { ERROR_MODULES, PORTAL_MODULES } from './modules/index.ts';
import { PROTOCOL_ERRORS } from './protocol-errors.ts';
import type { Locale, Text } from './text.ts';

/**
 * The platform's part of the error catalogue (spec §8): protocol errors, sign-in and accounts,
 * files, workflows, and the codes several modules raise. A code only one module raises lives in
 * that module's folder (`modules/<area>/errors.ts`). Every error the server answers has a stable
 * code, an HTTP status and a text in both languages. The spec quotes the protocol-level texts
 * (401, 403, 500) in one language only: that language keeps the spec's words verbatim and the
 * other gets a translation, so a user never reads the other language (issue "Safe to deploy" §7).
 */
const PLATFORM_ERRORS = {
  ...PROTOCOL_ERRORS,
  IDEMPOTENCY_CONFLICT: err(
    409,
    'Yêu cầu trùng khóa đang được xử lý hoặc khác nội dung',
    'A request with this idempotency key is running or had another body',
  ),

  // Auth and users (spec §8 business errors).
  WRONG_CREDENTIALS: err(
    401,
    'Tên đăng nhập hoặc mật khẩu không đúng!',
    'Username or password is not correct!',
  ),
  TOKEN_INVALID: err(401, 'Tên đăng nhập hoặc mật khẩu không đúng!', 'Username or password is not correct!'),
  USER_NOT_FOUND: err(404, 'Không tìm thấy người dùng', 'User not found'),
  USER_NOT_ACTIVATED: err(403, 'Tài khoản chưa được kích hoạt', 'User is not activated'),
  EMAIL_DUPLICATED: err(422, 'Email đã được sử dụng', 'Email is duplicated'),
  USERNAME_DUPLICATED: err(422, 'Tên đăng nhập đã được sử dụng', 'Username is already in use'),
  NO_RIGHT_TO_SIGN: err(403, 'Bạn không có quyền ký', 'You have no right to sign'),
  CANNOT_DELETE_ACTIVE_USER: err(
    422,
    'Không thể xóa hoặc vô hiệu hóa người dùng đang được phân công hoặc đang hoạt động',
    'Cannot delete or deactivate an assigned or active user',
  ),
  NOT_SUBORDINATE: err(403, 'Thao tác không được phép', 'Thao tác không được phép'),
  GROUP_NOT_FOUND: err(404, 'Không tìm thấy nhóm', 'Group not found'),
  PASSWORD_MUST_CHANGE: err(
    403,
    'Bạn cần đổi mật khẩu trước khi tiếp tục',
    'You need to change your password before going on',
  ),
  PASSWORD_SAME_AS_CURRENT: err(
    422,
    'Mật khẩu mới phải khác mật khẩu hiện tại',
    'The new password must differ from the current one',
  ),
  PASSWORD_TOO_COMMON: err(
    422,
    'Mật khẩu này quá phổ biến và dễ bị đoán, vui lòng chọn mật khẩu khác',
    'This password is too common and easy to guess, please choose another one',
  ),
  INVITATION_INVALID: err(
    404,
    'Liên kết mời không hợp lệ hoặc đã được thay bằng liên kết mới',
    'The invitation link is not valid or has been replaced by a newer one',
  ),
  INVITATION_EXPIRED: err(410, 'Lời mời đã hết hạn', 'The invitation has expired'),
  ACCOUNT_IN_USE: err(409, 'Tài khoản đã được sử dụng', 'The account is already in use'),

  // Signing and documents.
  NO_DIGITAL_CERTIFICATE: err(422, 'Không tìm thấy chứng thư số', 'No digital certificate'),
  DOCUMENT_NOT_SIGNABLE: err(
    422,
    'Tài liệu chưa được cấu hình ký điện tử hoặc ký tự động',
    'The document is not configured for e-signing or auto-signing',
  ),
  NO_PERMISSION: err(403, 'Thao tác không được phép', 'Action not allowed'),
  FILE_NOT_VALID: err(422, 'Tệp không hợp lệ', 'File is not valid'),
  // The file store (platform/files): texts start as spec §5's 'File is not valid' where it applies.
  FILE_REQUIRED: err(422, 'Vui lòng chọn tệp', 'Please choose a file'),
  FILE_TYPE_NOT_ALLOWED: err(
    422,
    'Tệp không hợp lệ: chỉ nhận tệp {types} có nội dung đúng định dạng',
    'File is not valid: only {types} files whose content matches their type are accepted',
  ),
  FILE_TOO_MANY: err(
    422,
    'Chỉ được tải lên tối đa {max} tệp mỗi lần',
    'At most {max} files can be uploaded at once',
  ),
  FILE_TOO_LARGE: err(
    413,
    'Tệp vượt quá dung lượng cho phép (tối đa {max})',
    'The file is larger than allowed ({max} at most)',
  ),
  FILE_LIST_TOO_LARGE: err(
    413,
    'Tổng dung lượng các tệp vượt quá {max}',
    'The files together are larger than allowed ({max} at most)',
  ),

  // Trading, limits and payments.
  OVER_LIMIT: err(
    422,
    'Giao dịch vượt tổng hạn mức hoặc tỷ lệ thanh toán tối đa',
    'Transaction over total limit or max payment rate',
  ),
  /** A limit record that is not whole VND >= 0 (limits.ts `limitProblem`): refused, never repaired. */
  LIMIT_INVALID: err(409, 'Dữ liệu hạn mức không hợp lệ', 'The limit record is not valid'),
  /** A rate outside its kind's range or with too many decimals (constants.ts `RATE_KINDS`). */
  RATE_INVALID: err(
    422,
    'Tỷ lệ phải từ {min} đến {max}, tối đa {decimals} chữ số thập phân',
    'The rate must be between {min} and {max}, with at most {decimals} decimal places',
  ),
  CANNOT_UPDATE_ACTIVE_SUPPLIER_BANK: err(
    422,
    'Không thể cập nhật tài khoản chỉ định của nhà cung cấp đang hoạt động',
    'Cannot update the designated bank of an active supplier',
  ),
  BUYER_NOT_FUNDER: err(422, 'Bên mua không phải là đơn vị cấp vốn', 'The buyer is not a funder'),
  BUYER_CREDIT_INVALID: err(
    422,
    'Không tìm thấy cấu hình tín dụng bên mua hoặc trạng thái không hợp lệ',
    'Buyer credit config not found or invalid status',
  ),
  FUNDING_NOTICES_INCOMPLETE: err(422, 'Thông báo cấp vốn chưa hoàn tất', 'Funding notices are not complete'),
  SETTLEMENT_DATA_INVALID: err(
    422,
    'Dữ liệu tất toán không hợp lệ (kiểm tra lại gốc còn lại hoặc lãi đã trả)',
    'Settlement data invalid (recheck remaining unpaid principal or interest paid)',
  ),
  IMPORT_FILE_ERROR: err(
    422,
    'Tệp nhập có lỗi tại dòng {line}',
    'The import file has an error at line {line}',
  ),

  // Points, programme.
  NOT_ENOUGH_POINT: err(422, 'Không đủ điểm để đổi', 'Not enough point to redeem'),
  REDEEM_REQUEST_EXISTS: err(422, 'Đã tồn tại yêu cầu ở trạng thái mới', 'Existed a request with status new'),
  PROMOTION_DATES_INVALID: err(422, 'Ngày khuyến mãi không hợp lệ', 'Promotion dates are invalid'),
  MAX_RECEIVABLE_BELOW_MIN: err(
    422,
    'Giá trị khoản phải thu tối đa nhỏ hơn tối thiểu',
    'Maximum receivable is below minimum',
  ),
  RECEIVABLE_RANGE_OVERLAP: err(
    422,
    'Khoảng giá trị khoản phải thu bị chồng lấn',
    'Overlapping receivable range',
  ),

  // Field-level conflicts: answered with `fields` so the portal marks the field.
  CODE_TAKEN: err(422, 'Mã này đã được sử dụng', 'This code is already in use'),

  // Companies and people (spec §5 uniqueness, §8 business errors).
  BUYER_NAME_TAKEN: err(422, 'Tên bên mua đã tồn tại', 'The buyer name is already in use'),
  BUYER_TAX_CODE_TAKEN: err(422, 'Mã số thuế bên mua đã tồn tại', 'The buyer tax code is already in use'),
  PARTNER_TAX_CODE_TAKEN: err(422, 'Mã số thuế đối tác đã tồn tại', 'The partner tax code is already in use'),
  SUPPLIER_TAX_CODE_TAKEN: err(
    422,
    'Mã số thuế nhà cung cấp đã tồn tại',
    'The supplier tax code is already in use',
  ),
  ID_CARD_TAKEN: err(422, 'Số CMND/CCCD đã được sử dụng', 'The ID card number is already in use'),
  BANK_ACCOUNT_TAKEN: err(
    422,
    'Số tài khoản này đã được đăng ký tại ngân hàng này',
    'This account number is already registered at this bank',
  ),
  TOTAL_LIMIT_OUT_OF_RANGE: err(
    422,
    'Tổng hạn mức phải từ {min} đến {max}',
    'The total limit must be between {min} and {max}',
  ),
  IMPORT_TEMPLATE_MISMATCH: err(
    422,
    'Tệp không đúng mẫu: hãy tải mẫu và giữ nguyên dòng tiêu đề',
    'The file does not follow the template: download the template and keep its header row',
  ),
  IMPORT_FILE_EMPTY: err(422, 'Tệp không có dòng dữ liệu nào', 'The file has no data rows'),
  IMPORT_TOO_MANY_ROWS: err(422, 'Tệp có quá {max} dòng dữ liệu', 'The file has more than {max} data rows'),
  // List exports (decision 0091): each holds a database connection for its whole run.
  EXPORTS_BUSY: err(
    429,
    'Đang có nhiều tệp Excel được xuất cùng lúc, vui lòng thử lại sau ít phút',
    'Several Excel exports are running at once; please try again in a few minutes',
  ),

  // Supplier credit (spec §7 "Credit supplier", §9 assessment and financial information).

  // State machines (issue 3): an action that the entity's transition table refuses.
  // Eligibility and early-interest-rate groups (spec §5 unique names; §7 Credit buyer).
  SUPPLIER_NOT_FOUND: err(422, 'Không tìm thấy nhà cung cấp', 'Supplier not found'),
  TRANSITION_NOT_ALLOWED: err(
    422,
    'Không thể thực hiện thao tác ở trạng thái hiện tại',
    'This action is not allowed in the current status',
  ),
  REASON_REQUIRED: err(422, 'Vui lòng nhập lý do', 'Reason required for rejection'),
  DOCUMENT_REQUIRED: err(422, 'Vui lòng tải lên chứng từ', 'A document is required for this action'),
  SIGNATURE_REQUIRED: err(
    422,
    'Thao tác này cần chữ ký số',
    'A digital signature is required for this action',
  ),
  OTP_REQUIRED: err(422, 'Vui lòng nhập mã OTP', 'An OTP is required for this action'),
  OTP_INVALID: err(
    422,
    'Mã OTP không đúng hoặc đã được sử dụng',
    'The OTP is not correct or was already used',
  ),
  OTP_EXPIRED: err(
    422,
    'Mã OTP đã hết hạn, vui lòng yêu cầu mã mới',
    'The OTP has expired; please ask for a new one',
  ),
  OTP_LOCKED: err(
    422,
    'Nhập sai mã OTP quá số lần cho phép, vui lòng yêu cầu mã mới',
    'Too many wrong OTP attempts; please ask for a new one',
  ),
  UNKNOWN: err(500, 'Lỗi không xác định', 'Unknown error'),
  // ---- Funder review (funder-transactions, issue 10 part 4) ----

  // Payments (issue 12): first payment, settlement, idempotent payment calls.
  PAYMENT_DATE_TAKEN: err(
    422,
    'Ngày thanh toán này đã có một khoản thanh toán',
    'A payment already exists on this payment date',
  ),
  PAYMENT_DATE_BEFORE_LATEST: err(
    422,
    'Ngày thanh toán không được trước ngày thanh toán gần nhất',
    'The payment date cannot be earlier than the latest payment date',
  ),
  IDEMPOTENCY_KEY_REUSED: err(
    422,
    'Khóa Idempotency-Key đã được dùng cho một yêu cầu khác',
    'The Idempotency-Key was already used for another request',
  ),
  IDEMPOTENCY_KEY_INVALID: err(
    400,
    'Khóa Idempotency-Key không hợp lệ (1–100 ký tự chữ, số, -, _, :, .)',
    'Invalid Idempotency-Key (1–100 letters, digits, -, _, :, .)',
  ),

  // Receivables and debt-confirmation letters (issue 10, receivables module).

  // Contracts and e-signing (issue 11).
  SIGNING_NOT_YOUR_TURN: err(
    409,
    'Tài liệu không chờ chữ ký của bên bạn',
    'The document is not waiting for your side’s signature',
  ),

  // Contract appendices (issue 11 part 5).
} as const satisfies Record<string, ErrorDef>;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
const MODULES = [...PORTAL_MODULES, ...ERROR_MODULES] as const;
type ModuleErrors = Intersection<NonNullable<(typeof MODULES)[number]['codes']>>;

/**
 * The catalogue: the platform's errors, then each module's (`modules/<area>/errors.ts`, imported
 * here through the manifest's `errors` loader, so that the portal's bundle, which reads the same
 * module list, holds none of them).
 * A code defined twice stops the start.
 */
export const ERRORS = await (async () => {
  const all: Record<string, ErrorDef> = { ...PLATFORM_ERRORS };
  const owned = await Promise.all(MODULES.map((m) => m.errors?.()));
  for (const own of owned) {
    if (!own) continue;
    for (const [code, error] of Object.entries(own.errors)) {
      if (code in all) throw new Error(`error ${code} is defined twice`);
      all[code] = error;
    }
  }
  return all as typeof PLATFORM_ERRORS & ModuleErrors;
})();

export type ErrorCode = keyof typeof ERRORS;

/** The one error body shape of the API (architecture guide: errors). */
export interface ErrorBody {
  status: number;
  code: ErrorCode;
  messages: string[];
  /** Field messages for 422: field path → messages. */
  fields?: Record<string, string[]>;
}

/** A `{name}` value of an error text: the same in both languages, or written per language (a count '10.000' / '10,000'). */
export type ErrorParam = string | number | Text;

export function errorText(code: ErrorCode, locale: Locale, params: Record<string, ErrorParam> = {}): string {
  return ERRORS[code].text[locale].replace(/\{(\w+)\}/g, (_, k: string) => {
    const value = params[k];
    if (value === undefined) return `{${k}}`;
    return typeof value === 'object' ? value[locale] : String(value);
  });
}
