import type { StatusLabel, Tone } from '@arflow/domain/statuses/tone';
import { Tag } from 'antd';
import { useText } from '../hooks/useText.ts';

/** antd Tag preset colours for each domain tone. */
export const TONE_COLOR: Record<Tone, string> = {
  default: 'default',
  processing: 'processing',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

export function StatusTag({ status, code }: { status: StatusLabel; code?: string }) {
  const show = useText();
  return (
    <Tag color={TONE_COLOR[status.tone]} data-testid="status-tag" data-status={code}>
      {show(status.label)}
    </Tag>
  );
}
