import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { PAGING } from '@arflow/domain/constants';
import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './pages.ts';

export interface PaginatorProps {
  page: number;
  totalPages: number;
  totalRecords?: number;
  /** The count stopped at its cap: there are more than totalRecords (page_info.more). */
  more?: boolean | undefined;
  onChange: (page: number) => void;
}

/** First/previous, 7 page numbers around the current one, next/last (spec §9). */
export function Paginator({ page, totalPages, totalRecords, more, onChange }: PaginatorProps) {
  const { t } = useTranslation();
  const pages = pageWindow(page, totalPages, PAGING.paginatorPages);
  const last = Math.max(1, totalPages);
  const { token } = theme.useToken();
  // Plain text in the secondary colour rather than antd's Typography: every list page carries
  // this, and Typography would weigh on each list's chunk budget (docs/architecture.md).
  return (
    <Flex
      align="center"
      gap={4}
      wrap
      data-testid="paginator"
      role="navigation"
      aria-label={t('common.paginator.label')}
    >
      {totalRecords !== undefined && (
        <span style={{ color: token.colorTextSecondary, marginInlineEnd: 8 }} data-testid="paginator-total">
          {t(more ? 'common.paginator.more' : 'common.paginator.total', { count: totalRecords })}
        </span>
      )}
      <Button
        size="small"
        icon={<DoubleLeftOutlined />}
        disabled={page <= 1}
        onClick={() => onChange(1)}
        aria-label={t('common.paginator.first')}
      />
      <Button
        size="small"
        icon={<LeftOutlined />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('common.paginator.previous')}
      />
      {pages.map((p) => (
        <Button
          key={p}
          size="small"
          type={p === page ? 'primary' : 'default'}
          aria-current={p === page ? 'page' : undefined}
          data-page={p}
          onClick={() => onChange(p)}
        >
          {p}
        </Button>
      ))}
      <Button
        size="small"
        icon={<RightOutlined />}
        disabled={page >= last}
        onClick={() => onChange(page + 1)}
        aria-label={t('common.paginator.next')}
      />
      <Button
        size="small"
        icon={<DoubleRightOutlined />}
        disabled={page >= last}
        onClick={() => onChange(last)}
        aria-label={t('common.paginator.last')}
      />
    </Flex>
  );
}
