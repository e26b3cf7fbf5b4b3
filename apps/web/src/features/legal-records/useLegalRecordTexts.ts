import { useModuleTexts } from '../../shared/module/useModuleTexts.ts';

/** Whether this module's texts are here (the panel and the picker show on other modules' pages). */
export const useLegalRecordTexts = (): boolean => useModuleTexts('legalRecords');
