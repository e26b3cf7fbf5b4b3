import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';

/** A report screen: its title over one card (a report, or the tabs of several). */
export function ReportPage(props: { testId: string; title: TextKey; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div data-testid={props.testId}>
      <Typography.Title level={3}>{t(props.title)}</Typography.Title>
      <Card>{props.children}</Card>
    </div>
  );
}
