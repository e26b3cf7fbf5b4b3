import { screens } from '../define.ts';

/** The sample module's pages: public, as spec §2 lists them. */
export const SAMPLE_SCREENS = screens('public', 'public', '/sample', [
  ['', 'Danh sách mẫu', 'Samples'],
  ['/add', 'Thêm mẫu', 'Add a sample'],
  ['/:id', 'Chi tiết mẫu', 'Sample details'],
]);
