import { useEffect, useState } from 'react';
import { i18n, loadModuleTexts } from '../../i18n/index.ts';
import type { WebModule } from './web-module.ts';

/**
 * Whether a module's texts are here. A module's panel shown on another module's page (a buyer's
 * legal records or members tab) is not covered by that page's route, which loads only its own
 * namespace: the first panel shown fetches the module's texts (both languages) and renders once
 * they have arrived.
 */
export function useModuleTexts(module: WebModule): boolean {
  const ns = module.texts?.ns;
  const [ready, setReady] = useState(() => !ns || i18n.hasResourceBundle('vi', ns));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadModuleTexts(module).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready, module]);
  return ready;
}
