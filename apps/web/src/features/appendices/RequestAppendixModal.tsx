import { type AppendixDetail, appendixForm } from '@arflow/domain/api/appendices';
import { Flex, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useAppendixPartners, useRequestAppendix } from './api.ts';
import { APPENDIX_FIELDS } from './config.ts';

/**
 * A new appendix for a partner the funder picks, or (`again`) a rejected appendix asked for
 * again with its terms revised, by its partner or the funder.
 */
export function RequestAppendixModal({
  again,
  partnerId: preset,
  onClose,
}: {
  again?: AppendixDetail;
  /** The partner page's partner: no choice to make. */
  partnerId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const fixed = again?.ent_id ?? preset;
  const partners = useAppendixPartners(fixed === undefined);
  const [partnerId, setPartnerId] = useState<number | undefined>(fixed);
  const request = useRequestAppendix();
  return (
    <Modal
      open
      width={760}
      title={t(again ? 'appendices.form.againTitle' : 'appendices.form.newTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {fixed === undefined && (
          <Flex vertical gap={4}>
            <Typography.Text strong>{t('appendices.form.partner')}</Typography.Text>
            <Select
              showSearch
              optionFilterProp="label"
              value={partnerId}
              onChange={setPartnerId}
              loading={partners.isPending}
              aria-label={t('appendices.form.partner')}
              data-testid="appendix-partner"
              status={partnerId ? undefined : 'warning'}
              options={(partners.data?.data ?? []).map((p) => ({
                value: p.id,
                label: `${p.code} — ${p.name}`,
              }))}
            />
          </Flex>
        )}
        <SchemaForm
          id="appendix"
          schema={appendixForm}
          fields={APPENDIX_FIELDS}
          {...(again ? { initial: { ...again, referred_ids: again.referred.map((r) => r.id) } } : {})}
          defaults={{ referred_ids: [] }}
          submitLabel="appendices.form.send"
          saving={request.isPending}
          submit={async (form) => {
            if (!partnerId) throw new Error(t('appendices.form.partnerRequired'));
            return request.mutateAsync({ partnerId, form, ...(again ? { appendixId: again.id } : {}) });
          }}
          onSaved={(saved) => {
            onClose();
            setParams((p) => {
              p.set('appendix', String(saved.data.id));
              return p;
            });
          }}
          onCancel={onClose}
        />
      </Flex>
    </Modal>
  );
}
