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

/**
 * Ant Design writes a status tag in the tone's own colour; green and gold read below the WCAG AA
 * contrast on their pale backgrounds, so those two get the darker shade of their palette.
 */
const TONE_TEXT: Partial<Record<Tone, string>> = {
  success: '#237804',
  warning: '#874d00',
};

export function StatusTag({ status, code }: { status: StatusLabel; code?: string }) {
  const show = useText();
  return (
    <Tag
      color={TONE_COLOR[status.tone]}
      style={{ color: TONE_TEXT[status.tone] }}
      data-testid="status-tag"
      data-status={code}
    >
      {show(status.label)}
    </Tag>
  );
}
