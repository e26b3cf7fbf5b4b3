import type { PartnerKind } from '@arflow/domain/enterprises';
import { PARTNER_KINDS } from '@arflow/domain/enterprises';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { textKeys } from '../../shared/text-keys.ts';

const KIND_LABELS = textKeys('partners.kinds', PARTNER_KINDS) satisfies Record<PartnerKind, TextKey>;

/** What the partner does with the funder (funding, guarantee, referral, lending). */
export function KindLabel({ kind }: { kind: PartnerKind | null }) {
  const { t } = useTranslation();
  return kind ? t(KIND_LABELS[kind]) : null;
}

/** A partner, or the combined partner and individual supplier (DOITAC_NCC). */
export function AccountType({ type }: { type: string }) {
  const { t } = useTranslation();
  return type === 'DOITAC_NCC' ? (
    <Tag color="purple" data-testid="partner-account-type" data-type={type}>
      {t('partners.accountTypes.DOITAC_NCC')}
    </Tag>
  ) : (
    <Tag data-testid="partner-account-type" data-type={type}>
      {t('partners.accountTypes.PARTNER')}
    </Tag>
  );
}

/** The account payments go to. */
export function Designated({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return value ? <Tag color="green">{t('partners.banks.designated')}</Tag> : null;
}

export { KIND_LABELS as PARTNER_KIND_LABELS };
