import { MODULES } from '../../features/index.ts';
import { pagesOf } from './page-table.ts';

export { pageTable, type ScreenPage } from './page-table.ts';

// Every module's manifest: this file is loaded with the first portal page, never by the sign-in
// page (router.tsx; the public screens' pages come from public-pages.ts).
export const { pageOf, hasRealPage } = pagesOf(MODULES);
