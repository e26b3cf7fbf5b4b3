import { err } from '../define.ts';

/** The business errors only the organisation module raises (spec §8 codes; errors.ts gathers them). */
export const errors = {
  GROUP_HAS_BUYER: err(422, 'Nhóm đang quản lý bên mua', 'The group has buyers'),
  GROUP_HAS_USERS: err(422, 'Nhóm đang có thành viên hoạt động', 'The group has active members'),
  GROUP_HAS_SUPPLIER: err(422, 'Nhóm đang quản lý nhà cung cấp', 'The group has suppliers'),
  DEPARTMENT_CODE_TAKEN: err(422, 'Mã phòng ban đã tồn tại', 'The department code is already in use'),
  NOT_CRM_USER: err(
    422,
    'Người dùng được chọn không phải CRM đang hoạt động',
    'The chosen user is not an active CRM user',
  ),
  NOT_CA_USER: err(
    422,
    'Người dùng được chọn không phải chuyên viên thẩm định đang hoạt động',
    'The chosen user is not an active credit analyst',
  ),
  GROUP_DUPLICATED: err(422, 'Tên nhóm đã tồn tại', 'Group is duplicated'),
};
