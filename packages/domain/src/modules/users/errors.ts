import { err } from '../define.ts';

/** The business errors only the users module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  CANNOT_CREATE_MASTER: err(422, 'Không thể tạo tài khoản Master', 'Cannot create a master account'),
  GROUP_MISSING: err(422, 'Người dùng CRM phải thuộc một nhóm', 'A CRM user needs a group'),
  GROUP_NOT_IN_DEPARTMENT: err(
    422,
    'Nhóm không thuộc phòng ban đã chọn',
    'The group is not in the chosen department',
  ),
  ROLE_NOT_ALLOWED: err(
    422,
    'Vai trò này không dùng được cho doanh nghiệp này',
    'This role cannot be given in this company',
  ),
  OLD_PASSWORD_INCORRECT: err(422, 'Mật khẩu hiện tại không đúng', 'Old password is incorrect'),
};
