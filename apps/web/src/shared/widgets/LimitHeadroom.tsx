import { available } from '@arflow/domain/limits';
import { text } from '@arflow/domain/text';
import { Flex, Progress, Statistic } from 'antd';
import { useFormat } from '../hooks/useFormat.ts';
import { useText } from '../hooks/useText.ts';

// The widget's own words, kept with it (not in the shell's `common` texts of the first load).
const TEXTS = {
  total: text('Tổng hạn mức', 'Total limit'),
  used: text('Đã sử dụng', 'Used'),
  available: text('Còn lại', 'Available'),
  overUsed: text('Đã dùng vượt hạn mức hiện tại', 'Used beyond the current limit'),
};

export interface LimitHeadroomProps {
  /** What the limit is (already translated): 'Standard limit'. */
  title: string;
  total: number;
  used: number;
  testId: string;
}

/**
 * A limit's headroom wherever a limit is set or used (issue 9 part 7): total, used and available,
 * the available computed by the domain's own `available` (never below 0 when a total is revised
 * below what is used), so the screen and the server agree on one rule.
 */
export function LimitHeadroom({ title, total, used, testId }: LimitHeadroomProps) {
  const t = useText();
  const f = useFormat();
  const left = available({ total, used });
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : used > 0 ? 100 : 0;
  return (
    <div data-testid={testId} data-total={total} data-used={used} data-available={left}>
      <div style={{ fontWeight: 600, marginBottom: 8 }}>{title}</div>
      <Progress
        percent={percent}
        status={used > total ? 'exception' : 'normal'}
        showInfo={false}
        aria-label={`${title}: ${f.vnd(used)} / ${f.vnd(total)}`}
      />
      <Flex gap={24} wrap>
        <Statistic title={t(TEXTS.total)} value={f.vnd(total)} data-testid={`${testId}-total`} />
        <Statistic title={t(TEXTS.used)} value={f.vnd(used)} data-testid={`${testId}-used`} />
        <Statistic
          title={t(TEXTS.available)}
          value={f.vnd(left)}
          data-testid={`${testId}-available`}
          valueStyle={{ color: left > 0 ? '#237804' : '#a8071a' }}
        />
      </Flex>
      {used > total && <div style={{ color: '#a8071a' }}>{t(TEXTS.overUsed)}</div>}
    </div>
  );
}
