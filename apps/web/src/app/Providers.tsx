import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import viVN from 'antd/es/locale/vi_VN';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/index.ts';
import { useLocale } from '../shared/locale/useLocale.ts';
import { createQueryClient } from './query-client.ts';
import { THEME } from './theme.ts';

function AntdLocale({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return (
    // Always a locale object: ConfigProvider wraps its children in a LocaleProvider only when it
    // has one, so switching to `undefined` changed the tree above every page and remounted it,
    // losing a wizard's step, selections and typed input. en_US is ConfigProvider's own default,
    // already in its chunk, so naming it costs the first load nothing.
    <ConfigProvider locale={locale === 'en' ? enUS : viVN} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}

/**
 * i18n, server-state cache and Ant Design (locale follows the language switch). antd's App and
 * the 401 bridge are in the layouts that need them (AppFeedback.tsx says why).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AntdLocale>{children}</AntdLocale>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
