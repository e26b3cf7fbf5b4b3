import { useModuleTexts } from '../../shared/module/useModuleTexts.ts';
import { legalRecordsModule } from './index.ts';

/** Whether this module's texts are here (the panel and the picker show on other modules' pages). */
export const useLegalRecordTexts = (): boolean => useModuleTexts(legalRecordsModule);
