import { useEffect, useState } from 'react';
import { i18n, loadModuleTexts } from '../../i18n/index.ts';
import { legalRecordsModule } from './index.ts';

/**
 * Whether this module's texts are here. The panel and the picker show on other modules' pages
 * (buyer, supplier, partner details), whose routes load only their own namespace: the first one
 * shown fetches this one (a few KB, both languages) and renders once it has arrived.
 */
export function useLegalRecordTexts(): boolean {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle('vi', 'legalRecords'));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadModuleTexts(legalRecordsModule).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
