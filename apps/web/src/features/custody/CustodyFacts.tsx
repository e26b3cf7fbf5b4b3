import type { CustodyItem } from '@arflow/domain/api/custody';
import { DOCUMENT_RETURN_TIMING_LABELS } from '@arflow/domain/statuses/document';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';

/** Who holds the document until when, how it came back, who authorises it and who asked for it. */
export function CustodyFacts({ item }: { item: CustodyItem }) {
  const { t } = useTranslation();
  const f = useFormat();
  const dash = (v: string | null) => v ?? '—';
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      data-testid="custody-facts"
      items={[
        { key: 'ent', label: t('custody.fields.ent_name'), children: item.ent_name },
        { key: 'holder', label: t('custody.fields.holder_name'), children: dash(item.holder_name) },
        {
          key: 'return',
          label: t('custody.fields.return_date'),
          children: dash(f.date(item.return_date) || null),
        },
        {
          key: 'returned',
          label: t('custody.fields.returned_on'),
          children: dash(f.date(item.returned_on) || null),
        },
        {
          key: 'timing',
          label: t('custody.fields.return_timing'),
          children: item.return_timing ? (
            <span data-testid="custody-return-timing">
              <StatusTag
                status={DOCUMENT_RETURN_TIMING_LABELS[item.return_timing]}
                code={item.return_timing}
              />
            </span>
          ) : (
            '—'
          ),
        },
        { key: 'authority', label: t('custody.fields.authority_name'), children: dash(item.authority_name) },
        { key: 'requester', label: t('custody.fields.requester_name'), children: dash(item.requester_name) },
        { key: 'request', label: t('custody.fields.request_note'), children: dash(item.request_note) },
      ]}
    />
  );
}
