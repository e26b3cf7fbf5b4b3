import { MODULE_TEXTS } from '@arflow/domain/modules/texts';
import { useEffect, useState } from 'react';
import { i18n, loadModuleTexts } from '../../i18n/index.ts';

/**
 * Whether a module's texts are here. A module's panel shown on another module's page (a buyer's
 * legal records or members tab) is not covered by that page's route, which loads only its own
 * namespace: the first panel shown fetches the module's texts (both languages) and renders once
 * they have arrived.
 */
export function useModuleTexts(ns: keyof typeof MODULE_TEXTS): boolean {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle('vi', ns));
  useEffect(() => {
    if (ready) return;
    let live = true;
    // By namespace, not by the module's manifest: a panel importing its own module's index would
    // tie the index, its lazy pages and the panel in a circle.
    void loadModuleTexts({ texts: { ns, ...MODULE_TEXTS[ns] } }).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready, ns]);
  return ready;
}
