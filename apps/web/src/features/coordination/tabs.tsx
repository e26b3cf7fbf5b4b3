import { Card, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';

/** A coordination screen: its title and its lists as tabs. */
export function TabbedPage(props: {
  title: string;
  testId: string;
  tabs: [label: TextKey, ReactNode][];
  /** The tab shown first (a home figure opens its list's tab). */
  active?: number;
  /** What the screen is for, above its lists. */
  intro?: string;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={props.testId}>
      <Typography.Title level={3}>{props.title}</Typography.Title>
      {props.intro && <Typography.Paragraph type="secondary">{props.intro}</Typography.Paragraph>}
      <Card>
        <Tabs
          defaultActiveKey={String(props.active ?? 0)}
          items={props.tabs.map(([label, children], i) => ({ key: String(i), label: t(label), children }))}
        />
      </Card>
    </div>
  );
}
