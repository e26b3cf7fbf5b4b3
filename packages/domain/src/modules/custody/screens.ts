import { MENU_ACCESS } from '../../permissions.ts';
import { screens } from '../define.ts';

/**
 * One document's own address beside the document-storage screen's views (spec §2 lists
 * DocumentDetail as a view): a detail that can be linked to and reloaded (decision 0093).
 */
export const CUSTODY_SCREENS = screens(
  'fun',
  MENU_ACCESS.documentStorage,
  '/fun/document-storage',
  [['/:id', 'Chi tiết hồ sơ lưu kho', 'Stored document details']],
  true,
);
