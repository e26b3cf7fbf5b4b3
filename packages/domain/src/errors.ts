import { PROTOCOL_ERRORS } from './protocol-errors.ts';
import { type Locale, type Text, text } from './text.ts';

/**
 * The error catalogue (spec §8). Every error the server answers has a stable code, an HTTP
 * status and a text in both languages. The spec quotes the protocol-level texts (401, 403, 500)
 * in one language only: that language keeps the spec's words verbatim and the other gets a
 * translation, so a user never reads the other language (issue "Safe to deploy" §7).
 */
export const ERRORS = {
  ...PROTOCOL_ERRORS,
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    text: text(
      'Yêu cầu trùng khóa đang được xử lý hoặc khác nội dung',
      'A request with this idempotency key is running or had another body',
    ),
  },

  // Auth and users (spec §8 business errors).
  WRONG_CREDENTIALS: {
    status: 401,
    text: text('Tên đăng nhập hoặc mật khẩu không đúng!', 'Username or password is not correct!'),
  },
  TOKEN_INVALID: {
    status: 401,
    text: text('Tên đăng nhập hoặc mật khẩu không đúng!', 'Username or password is not correct!'),
  },
  USER_NOT_FOUND: { status: 404, text: text('Không tìm thấy người dùng', 'User not found') },
  USER_INVALID: { status: 400, text: text('Người dùng không hợp lệ', 'Invalid user') },
  USER_NOT_ACTIVATED: { status: 403, text: text('Tài khoản chưa được kích hoạt', 'User is not activated') },
  EMAIL_DUPLICATED: { status: 422, text: text('Email đã được sử dụng', 'Email is duplicated') },
  USERNAME_DUPLICATED: {
    status: 422,
    text: text('Tên đăng nhập đã được sử dụng', 'Username is already in use'),
  },
  CANNOT_CREATE_MASTER: {
    status: 422,
    text: text('Không thể tạo tài khoản Master', 'Cannot create a master account'),
  },
  NO_RIGHT_TO_SIGN: { status: 403, text: text('Bạn không có quyền ký', 'You have no right to sign') },
  GROUP_MISSING: {
    status: 422,
    text: text('Người dùng CRM phải thuộc một nhóm', 'A CRM user needs a group'),
  },
  CANNOT_DELETE_ACTIVE_USER: {
    status: 422,
    text: text(
      'Không thể xóa hoặc vô hiệu hóa người dùng đang được phân công hoặc đang hoạt động',
      'Cannot delete or deactivate an assigned or active user',
    ),
  },
  GROUP_HAS_BUYER: { status: 422, text: text('Nhóm đang quản lý bên mua', 'The group has buyers') },
  GROUP_HAS_USERS: {
    status: 422,
    text: text('Nhóm đang có thành viên hoạt động', 'The group has active members'),
  },
  GROUP_HAS_SUPPLIER: {
    status: 422,
    text: text('Nhóm đang quản lý nhà cung cấp', 'The group has suppliers'),
  },
  GROUP_NOT_IN_DEPARTMENT: {
    status: 422,
    text: text('Nhóm không thuộc phòng ban đã chọn', 'The group is not in the chosen department'),
  },
  ROLE_NOT_ALLOWED: {
    status: 422,
    text: text(
      'Vai trò này không dùng được cho doanh nghiệp này',
      'This role cannot be given in this company',
    ),
  },
  DEPARTMENT_CODE_TAKEN: {
    status: 422,
    text: text('Mã phòng ban đã tồn tại', 'The department code is already in use'),
  },
  NOT_CRM_USER: {
    status: 422,
    text: text(
      'Người dùng được chọn không phải CRM đang hoạt động',
      'The chosen user is not an active CRM user',
    ),
  },
  NOT_CA_USER: {
    status: 422,
    text: text(
      'Người dùng được chọn không phải chuyên viên thẩm định đang hoạt động',
      'The chosen user is not an active credit analyst',
    ),
  },
  NOT_SUBORDINATE: {
    status: 403,
    text: text('Thao tác không được phép', 'Thao tác không được phép'),
  },
  GROUP_NOT_FOUND: { status: 404, text: text('Không tìm thấy nhóm', 'Group not found') },
  GROUP_DUPLICATED: { status: 422, text: text('Tên nhóm đã tồn tại', 'Group is duplicated') },
  OLD_PASSWORD_INCORRECT: {
    status: 422,
    text: text('Mật khẩu hiện tại không đúng', 'Old password is incorrect'),
  },
  PASSWORD_MUST_CHANGE: {
    status: 403,
    text: text('Bạn cần đổi mật khẩu trước khi tiếp tục', 'You need to change your password before going on'),
  },
  PASSWORD_SAME_AS_CURRENT: {
    status: 422,
    text: text(
      'Mật khẩu mới phải khác mật khẩu hiện tại',
      'The new password must differ from the current one',
    ),
  },
  PASSWORD_TOO_COMMON: {
    status: 422,
    text: text(
      'Mật khẩu này quá phổ biến và dễ bị đoán, vui lòng chọn mật khẩu khác',
      'This password is too common and easy to guess, please choose another one',
    ),
  },
  INVITATION_INVALID: {
    status: 404,
    text: text(
      'Liên kết mời không hợp lệ hoặc đã được thay bằng liên kết mới',
      'The invitation link is not valid or has been replaced by a newer one',
    ),
  },
  INVITATION_EXPIRED: { status: 410, text: text('Lời mời đã hết hạn', 'The invitation has expired') },
  ACCOUNT_IN_USE: { status: 409, text: text('Tài khoản đã được sử dụng', 'The account is already in use') },

  // Signing and documents.
  NO_DIGITAL_CERTIFICATE: {
    status: 422,
    text: text('Không tìm thấy chứng thư số', 'No digital certificate'),
  },
  DOCUMENT_NOT_SIGNABLE: {
    status: 422,
    text: text(
      'Tài liệu chưa được cấu hình ký điện tử hoặc ký tự động',
      'The document is not configured for e-signing or auto-signing',
    ),
  },
  SIGN_FAILED: { status: 422, text: text('Ký không thành công', 'Signing failed') },
  NO_PERMISSION: { status: 403, text: text('Thao tác không được phép', 'Action not allowed') },
  FILE_NOT_VALID: { status: 422, text: text('Tệp không hợp lệ', 'File is not valid') },
  // The file store (platform/files): texts start as spec §5's 'File is not valid' where it applies.
  FILE_REQUIRED: { status: 422, text: text('Vui lòng chọn tệp', 'Please choose a file') },
  FILE_TYPE_NOT_ALLOWED: {
    status: 422,
    text: text(
      'Tệp không hợp lệ: chỉ nhận tệp {types} có nội dung đúng định dạng',
      'File is not valid: only {types} files whose content matches their type are accepted',
    ),
  },
  FILE_TOO_MANY: {
    status: 422,
    text: text('Chỉ được tải lên tối đa {max} tệp mỗi lần', 'At most {max} files can be uploaded at once'),
  },
  FILE_TOO_LARGE: {
    status: 413,
    text: text(
      'Tệp vượt quá dung lượng cho phép (tối đa {max})',
      'The file is larger than allowed ({max} at most)',
    ),
  },
  FILE_LIST_TOO_LARGE: {
    status: 413,
    text: text(
      'Tổng dung lượng các tệp vượt quá {max}',
      'The files together are larger than allowed ({max} at most)',
    ),
  },

  /** A legal record's file is shown inline (base64) up to a size; larger ones are downloaded. */
  FILE_TOO_LARGE_TO_VIEW: {
    status: 413,
    text: text(
      'Tệp quá lớn để xem trực tiếp ({max} trở xuống), vui lòng tải tệp về',
      'The file is too large to view here ({max} at most); please download it',
    ),
  },

  // Trading, limits and payments.
  SUPPLIER_NOT_ELIGIBLE: {
    status: 422,
    text: text(
      'Nhà cung cấp chưa được kích hoạt thanh toán hoặc không đủ điều kiện',
      'The supplier is not payment-activated or not eligible',
    ),
  },
  SUPPLIER_HAS_DRAFT: {
    status: 422,
    text: text(
      'Nhà cung cấp còn giao dịch nháp chưa hoàn tất',
      'The supplier has an unfinished draft transaction',
    ),
  },
  OVER_LIMIT: {
    status: 422,
    text: text(
      'Giao dịch vượt tổng hạn mức hoặc tỷ lệ thanh toán tối đa',
      'Transaction over total limit or max payment rate',
    ),
  },
  /** A limit record that is not whole VND >= 0 (limits.ts `limitProblem`): refused, never repaired. */
  LIMIT_INVALID: {
    status: 409,
    text: text('Dữ liệu hạn mức không hợp lệ', 'The limit record is not valid'),
  },
  /** A rate outside its kind's range or with too many decimals (constants.ts `RATE_KINDS`). */
  RATE_INVALID: {
    status: 422,
    text: text(
      'Tỷ lệ phải từ {min} đến {max}, tối đa {decimals} chữ số thập phân',
      'The rate must be between {min} and {max}, with at most {decimals} decimal places',
    ),
  },
  AR_ALREADY_FIRST_PAID: {
    status: 422,
    text: text('Khoản phải thu đã được thanh toán lần đầu', 'The receivable is already first-paid'),
  },
  AR_INFO_CHANGED: {
    status: 409,
    text: text('Thông tin khoản phải thu đã thay đổi', 'The receivable information has changed'),
  },
  CANNOT_UPDATE_ACTIVE_SUPPLIER_BANK: {
    status: 422,
    text: text(
      'Không thể cập nhật tài khoản chỉ định của nhà cung cấp đang hoạt động',
      'Cannot update the designated bank of an active supplier',
    ),
  },
  DISCOUNT_AGREEMENT_INCOMPLETE: {
    status: 422,
    text: text(
      'Thỏa thuận chiết khấu thanh toán với bên mua chưa hoàn tất',
      'The payment discount agreement with the buyer is not complete',
    ),
  },
  BUYER_NOT_FUNDER: {
    status: 422,
    text: text('Bên mua không phải là đơn vị cấp vốn', 'The buyer is not a funder'),
  },
  FUNDER_UNAVAILABLE: {
    status: 422,
    text: text('Đơn vị cấp vốn không khả dụng', 'The funder is unavailable'),
  },
  BUYER_CREDIT_INVALID: {
    status: 422,
    text: text(
      'Không tìm thấy cấu hình tín dụng bên mua hoặc trạng thái không hợp lệ',
      'Buyer credit config not found or invalid status',
    ),
  },
  CREDIT_SELF_APPROVAL: {
    status: 422,
    text: text(
      'Người đề xuất không được tự phê duyệt hoặc xác nhận đề xuất của mình',
      'The officer who proposed cannot approve or confirm their own proposal',
    ),
  },
  CREDIT_SUPPLIER_UNKNOWN: {
    status: 422,
    text: text('Không tìm thấy nhà cung cấp', 'The supplier was not found'),
  },
  FUNDING_NOTICES_INCOMPLETE: {
    status: 422,
    text: text('Thông báo cấp vốn chưa hoàn tất', 'Funding notices are not complete'),
  },
  SETTLEMENT_DATA_INVALID: {
    status: 422,
    text: text(
      'Dữ liệu tất toán không hợp lệ (kiểm tra lại gốc còn lại hoặc lãi đã trả)',
      'Settlement data invalid (recheck remaining unpaid principal or interest paid)',
    ),
  },
  IMPORT_FILE_ERROR: {
    status: 422,
    text: text('Tệp nhập có lỗi tại dòng {line}', 'The import file has an error at line {line}'),
  },

  // Points, programme.
  NOT_ENOUGH_POINT: { status: 422, text: text('Không đủ điểm để đổi', 'Not enough point to redeem') },
  REDEEM_REQUEST_EXISTS: {
    status: 422,
    text: text('Đã tồn tại yêu cầu ở trạng thái mới', 'Existed a request with status new'),
  },
  PROMOTION_DATES_INVALID: {
    status: 422,
    text: text('Ngày khuyến mãi không hợp lệ', 'Promotion dates are invalid'),
  },
  MAX_RECEIVABLE_BELOW_MIN: {
    status: 422,
    text: text('Giá trị khoản phải thu tối đa nhỏ hơn tối thiểu', 'Maximum receivable is below minimum'),
  },
  SCORE_RANGE_OVERLAP: {
    status: 422,
    text: text('Khoảng điểm bị chồng lấn', 'Overlapping score range'),
  },
  RECEIVABLE_RANGE_OVERLAP: {
    status: 422,
    text: text('Khoảng giá trị khoản phải thu bị chồng lấn', 'Overlapping receivable range'),
  },

  // Field-level conflicts: answered with `fields` so the portal marks the field.
  CODE_TAKEN: { status: 422, text: text('Mã này đã được sử dụng', 'This code is already in use') },
  /** Spec §5: industry, parameter, score and rating names unique. */
  NAME_TAKEN: { status: 422, text: text('Tên này đã tồn tại', 'This name is already in use') },

  // Companies and people (spec §5 uniqueness, §8 business errors).
  BUYER_NAME_TAKEN: { status: 422, text: text('Tên bên mua đã tồn tại', 'The buyer name is already in use') },
  BUYER_TAX_CODE_TAKEN: {
    status: 422,
    text: text('Mã số thuế bên mua đã tồn tại', 'The buyer tax code is already in use'),
  },
  PARTNER_TAX_CODE_TAKEN: {
    status: 422,
    text: text('Mã số thuế đối tác đã tồn tại', 'The partner tax code is already in use'),
  },
  SUPPLIER_TAX_CODE_TAKEN: {
    status: 422,
    text: text('Mã số thuế nhà cung cấp đã tồn tại', 'The supplier tax code is already in use'),
  },
  ID_CARD_TAKEN: {
    status: 422,
    text: text('Số CMND/CCCD đã được sử dụng', 'The ID card number is already in use'),
  },
  BANK_ACCOUNT_TAKEN: {
    status: 422,
    text: text(
      'Số tài khoản này đã được đăng ký tại ngân hàng này',
      'This account number is already registered at this bank',
    ),
  },
  TOTAL_LIMIT_OUT_OF_RANGE: {
    status: 422,
    text: text('Tổng hạn mức phải từ {min} đến {max}', 'The total limit must be between {min} and {max}'),
  },
  EKYC_NOT_INDIVIDUAL: {
    status: 422,
    text: text('Chỉ xác thực eKYC cho cá nhân', 'eKYC applies to individuals only'),
  },
  IMPORT_TEMPLATE_MISMATCH: {
    status: 422,
    text: text(
      'Tệp không đúng mẫu: hãy tải mẫu và giữ nguyên dòng tiêu đề',
      'The file does not follow the template: download the template and keep its header row',
    ),
  },
  IMPORT_FILE_EMPTY: {
    status: 422,
    text: text('Tệp không có dòng dữ liệu nào', 'The file has no data rows'),
  },
  IMPORT_TOO_MANY_ROWS: {
    status: 422,
    text: text('Tệp có quá {max} dòng dữ liệu', 'The file has more than {max} data rows'),
  },

  // Supplier credit (spec §7 "Credit supplier", §9 assessment and financial information).
  CREDIT_APPLICATION_OPEN: {
    status: 409,
    text: text(
      'Đã có hồ sơ tín dụng với bên mua này đang được xử lý',
      'An application with this buyer is already being processed',
    ),
  },
  CREDIT_BLACKLISTED: {
    status: 422,
    text: text(
      'Nhà cung cấp đang trong danh sách đen, không thể đăng ký tín dụng',
      'The supplier is blacklisted and cannot apply for credit',
    ),
  },
  FINANCIAL_YEAR_INVALID: {
    status: 422,
    text: text(
      'Năm tài chính không hợp lệ: chỉ nhận báo cáo của 4 năm gần nhất ({years})',
      'Invalid financial year: only the last 4 years are accepted ({years})',
    ),
  },
  FINANCIAL_FILE_REQUIRED: {
    status: 422,
    text: text(
      'Vui lòng chọn một tệp báo cáo tài chính (pdf, png, jpg, jpeg, gif)',
      'Choose one financial statement file (pdf, png, jpg, jpeg, gif)',
    ),
  },
  FINANCIALS_MISSING: {
    status: 422,
    text: text(
      'Thiếu thông tin tài chính của các năm: {years}',
      'Financial information is missing for: {years}',
    ),
  },
  CREDIT_ASSIGNEE_INVALID: {
    status: 422,
    text: text(
      'Người được phân công phải là cán bộ thẩm định tín dụng đang hoạt động',
      'The assignee must be an active credit appraisal officer',
    ),
  },

  // State machines (issue 3): an action that the entity's transition table refuses.
  // Eligibility and early-interest-rate groups (spec §5 unique names; §7 Credit buyer).
  SUPPLIER_NOT_FOUND: {
    status: 422,
    text: text('Không tìm thấy nhà cung cấp', 'Supplier not found'),
  },
  EARLY_RATE_GROUP_NAME_TAKEN: {
    status: 422,
    text: text('Tên nhóm đã tồn tại', 'The group name is already in use'),
  },
  EARLY_RATE_SUPPLIER_IN_GROUP: {
    status: 422,
    text: text('Nhà cung cấp đã thuộc một nhóm khác', 'The supplier is already in another group'),
  },
  EARLY_RATE_NOT_DRAFT: {
    status: 409,
    text: text(
      'Chỉ sửa được bản nháp khi không có yêu cầu đang chờ phê duyệt',
      'Only the draft can be changed, and not while a request is waiting for approval',
    ),
  },
  EARLY_RATE_REQUEST_EMPTY: {
    status: 422,
    text: text('Yêu cầu phải có ít nhất một nhóm', 'A request needs at least one group'),
  },
  TRANSITION_NOT_ALLOWED: {
    status: 422,
    text: text(
      'Không thể thực hiện thao tác ở trạng thái hiện tại',
      'This action is not allowed in the current status',
    ),
  },
  REASON_REQUIRED: { status: 422, text: text('Vui lòng nhập lý do', 'Reason required for rejection') },
  DOCUMENT_REQUIRED: {
    status: 422,
    text: text('Vui lòng tải lên chứng từ', 'A document is required for this action'),
  },
  SIGNATURE_REQUIRED: {
    status: 422,
    text: text('Thao tác này cần chữ ký số', 'A digital signature is required for this action'),
  },
  OTP_REQUIRED: { status: 422, text: text('Vui lòng nhập mã OTP', 'An OTP is required for this action') },
  HOLIDAY_TAKEN: {
    status: 422,
    text: text('Ngày này đã có trong lịch nghỉ lễ', 'This date is already in the holiday calendar'),
  },
  BUSINESS_DATE_BACKWARD: {
    status: 422,
    text: text(
      'Ngày nghiệp vụ chỉ được chuyển tới, không lùi lại (các ngày đã khóa sổ giữ nguyên)',
      'The business date only moves forward, never back (closed dates stay closed)',
    ),
  },
  BUSINESS_DATE_TOO_FAR: {
    status: 422,
    text: text(
      'Mỗi lần chỉ chuyển ngày nghiệp vụ tới tối đa 366 ngày',
      'Move the business date at most 366 days at a time',
    ),
  },
  OTP_INVALID: {
    status: 422,
    text: text('Mã OTP không đúng hoặc đã được sử dụng', 'The OTP is not correct or was already used'),
  },
  OTP_EXPIRED: {
    status: 422,
    text: text('Mã OTP đã hết hạn, vui lòng yêu cầu mã mới', 'The OTP has expired; please ask for a new one'),
  },
  OTP_LOCKED: {
    status: 422,
    text: text(
      'Nhập sai mã OTP quá số lần cho phép, vui lòng yêu cầu mã mới',
      'Too many wrong OTP attempts; please ask for a new one',
    ),
  },
  UNKNOWN: { status: 500, text: text('Lỗi không xác định', 'Unknown error') },
  // ---- Funder review (funder-transactions, issue 10 part 4) ----
  BUYER_NOT_CONFIRMED: {
    status: 422,
    text: text(
      'Bên mua chưa xác nhận giao dịch, chưa thể phê duyệt',
      'The buyer has not confirmed the transaction yet; it cannot be approved',
    ),
  },
  MAKER_CHECKER: {
    status: 422,
    text: text(
      'Bạn đã kiểm tra giao dịch này ở cấp trước; một người không được kiểm tra hai lần',
      'You checked this transaction at an earlier level; one person cannot check twice',
    ),
  },
  NOT_REVIEW_TURN: {
    status: 422,
    text: text(
      'Giao dịch không ở bước thẩm định của cấp bạn',
      'The transaction is not at your check level’s review step',
    ),
  },
  SIGNED_COPY_REQUIRED: {
    status: 422,
    text: text(
      'Vui lòng tải lên bản hợp đồng mua bán nợ đã ký trước khi xác nhận',
      'Upload the signed debt-sale contract before confirming',
    ),
  },
  NOT_INDIVIDUAL_SUPPLIER: {
    status: 422,
    text: text(
      'Nhà cung cấp không phải cá nhân (loại 6/7): dùng hợp đồng mua bán nợ thường',
      'The supplier is not an individual (type 6/7): use the company debt sale',
    ),
  },
  INDIVIDUAL_SUPPLIER: {
    status: 422,
    text: text(
      'Nhà cung cấp là cá nhân (loại 6/7): dùng hợp đồng mua bán nợ cá nhân',
      'The supplier is an individual (type 6/7): use the individual debt sale',
    ),
  },
  PARTNER_NOT_FOUND: { status: 404, text: text('Không tìm thấy đối tác', 'Partner not found') },
  DOCUMENT_LOCKED: {
    status: 422,
    text: text(
      'Không thể thay đổi hồ sơ của giao dịch đã kết thúc',
      'The files of a finished transaction cannot be changed',
    ),
  },

  // Payments (issue 12): first payment, settlement, idempotent payment calls.
  PAYMENT_DATE_TAKEN: {
    status: 422,
    text: text(
      'Ngày thanh toán này đã có một khoản thanh toán',
      'A payment already exists on this payment date',
    ),
  },
  PAYMENT_DATE_BEFORE_LATEST: {
    status: 422,
    text: text(
      'Ngày thanh toán không được trước ngày thanh toán gần nhất',
      'The payment date cannot be earlier than the latest payment date',
    ),
  },
  PAYMENT_OVERPAID: {
    status: 422,
    text: text('Số tiền thanh toán vượt quá số còn phải trả', 'The payment is more than what is owed'),
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    text: text(
      'Khóa Idempotency-Key đã được dùng cho một yêu cầu khác',
      'The Idempotency-Key was already used for another request',
    ),
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    text: text(
      'Khóa Idempotency-Key không hợp lệ (1–100 ký tự chữ, số, -, _, :, .)',
      'Invalid Idempotency-Key (1–100 letters, digits, -, _, :, .)',
    ),
  },

  // Receivables and debt-confirmation letters (issue 10, receivables module).
  AR_OVER_INVOICE: {
    status: 422,
    text: text(
      'Giá trị khoản phải thu không được lớn hơn giá trị hóa đơn',
      'The AR amount must not be greater than the invoice amount',
    ),
  },
  AR_FIRST_PAYMENT_NOT_BELOW_AR: {
    status: 422,
    text: text(
      'Số tiền bên mua thanh toán lần đầu phải nhỏ hơn giá trị khoản phải thu',
      "The buyer's first payment must be less than the AR amount",
    ),
  },
  AR_DUE_PAYMENT_OVER_AR: {
    status: 422,
    text: text(
      'Số tiền thanh toán khi đến hạn không được lớn hơn giá trị khoản phải thu',
      'The due payment must not be greater than the AR amount',
    ),
  },
  AR_MATURITY_BEFORE_INVOICE: {
    status: 422,
    text: text(
      'Ngày đáo hạn không được trước ngày hóa đơn',
      'The maturity date must not be before the invoice date',
    ),
  },
  AR_FIRST_PAYMENT_DATE_REQUIRED: {
    status: 422,
    text: text('Hãy nhập ngày bên mua thanh toán lần đầu', "Enter the date of the buyer's first payment"),
  },
  AR_FIRST_PAYMENT_NOT_BEFORE_DUE_PAYMENT: {
    status: 422,
    text: text(
      'Ngày bên mua thanh toán lần đầu phải trước ngày thanh toán khi đến hạn',
      "The buyer's first payment date must be before the due-date payment date",
    ),
  },
  AR_BUYER_NOT_TRADING: {
    status: 422,
    text: text(
      'Bên mua này chưa có quan hệ giao dịch với nhà cung cấp',
      'This buyer does not trade with the supplier',
    ),
  },
  AR_INVOICE_TAKEN: {
    status: 422,
    text: text(
      'Số hóa đơn này đã được ghi nhận cho bên mua này',
      'This invoice number is already recorded for this buyer',
    ),
  },
  DEBT_CONFIRMATION_AR_INVALID: {
    status: 422,
    text: text(
      'Thư xác nhận nợ chỉ gồm các khoản phải thu đang mở của nhà cung cấp trên bên mua đã chọn',
      "A debt-confirmation letter holds only the supplier's open receivables on the chosen buyer",
    ),
  },

  // Contracts and e-signing (issue 11).
  SIGNING_NOT_YOUR_TURN: {
    status: 409,
    text: text(
      'Tài liệu không chờ chữ ký của bên bạn',
      'The document is not waiting for your side’s signature',
    ),
  },

  // Contract appendices (issue 11 part 5).
  APPENDIX_CODE_TAKEN: {
    status: 422,
    text: text('Mã phụ lục đã được sử dụng', 'This appendix code is already in use'),
  },
  APPENDIX_NOT_COMPLETE: {
    status: 409,
    text: text(
      'Chỉ thiết lập hoa hồng cho phụ lục đã hoàn tất',
      'Commission can be set up only on a completed appendix',
    ),
  },
  APPENDIX_NO_DOCUMENT: {
    status: 409,
    text: text('Phụ lục chưa được tạo văn bản', 'The appendix has no document yet'),
  },
  APPENDIX_REFERRED_INVALID: {
    status: 422,
    text: text(
      'Khách hàng được giới thiệu phải là doanh nghiệp đúng loại phụ lục và khác đối tác giới thiệu',
      'Referred companies must match the appendix type and differ from the referring partner',
    ),
  },
  CONTRACT_TYPE_NOT_ALLOWED: {
    status: 422,
    text: text(
      'Loại hợp đồng này không áp dụng cho khách hàng này',
      'This contract type does not apply to this client',
    ),
  },
  CONTRACT_IN_PROGRESS: {
    status: 409,
    text: text(
      'Khách hàng đã có hợp đồng loại này đang xử lý hoặc đã hoàn tất',
      'The client already has a contract of this type in progress or completed',
    ),
  },
  CONTRACT_FILE_MISSING: {
    status: 409,
    text: text('Hợp đồng chưa có tệp để tải xuống', 'The contract has no file to download yet'),
  },
  CONTRACT_NOT_DELETABLE: {
    status: 409,
    text: text(
      'Chỉ xoá được hợp đồng chờ khởi tạo hoặc đã từ chối',
      'Only a contract waiting for creation or rejected can be deleted',
    ),
  },
} as const satisfies Record<string, { status: number; text: Text }>;

export type ErrorCode = keyof typeof ERRORS;

/** The one error body shape of the API (architecture guide: errors). */
export interface ErrorBody {
  status: number;
  code: ErrorCode;
  messages: string[];
  /** Field messages for 422: field path → messages. */
  fields?: Record<string, string[]>;
}

export function errorText(
  code: ErrorCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return ERRORS[code].text[locale].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
}
