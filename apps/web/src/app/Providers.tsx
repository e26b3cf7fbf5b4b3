import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
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
    // antd's own texts are English by default: only the Vietnamese ones are loaded.
    <ConfigProvider locale={locale === 'en' ? undefined : viVN} theme={THEME}>
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
