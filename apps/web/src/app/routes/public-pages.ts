import { PUBLIC_MODULES } from '../../features/public.ts';
import { pagesOf } from './page-table.ts';

/** The pages of the public screens, from the few modules that own them (features/public.ts). */
export const { pageOf: publicPageOf } = pagesOf(PUBLIC_MODULES);
