import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page's title with its tools on the right; on a narrow screen the tools wrap under the title. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}
