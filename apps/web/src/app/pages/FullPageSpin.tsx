import { Flex, Spin } from 'antd';

export function FullPageSpin() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }} data-testid="page-loading">
      <Spin size="large" />
    </Flex>
  );
}
