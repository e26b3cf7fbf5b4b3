import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TextKey } from '../../shared/i18n-keys.ts';

/**
 * The buyer credit pages of one buyer: the programme (this module), its eligibility and its
 * maturity and early-payment discount groups (the eligibility and early-rate modules' pages).
 */
export function CreditLinks({ buyerId }: { buyerId: number }) {
  const { t } = useTranslation();
  const base = `/fun/buyer/credit/${buyerId}`;
  const links: [string, TextKey, string][] = [
    [base, 'creditBuyer.links.programme', 'programme'],
    [`${base}/eligibility`, 'creditBuyer.links.eligibility', 'eligibility'],
    [`${base}/maturity-discount-groups`, 'creditBuyer.links.groups', 'groups'],
  ];
  return (
    <nav aria-label={t('creditBuyer.links.label')} style={{ marginBottom: 16 }}>
      <Space wrap>
        {links.map(([to, label, key]) => (
          <Link key={key} to={to} data-testid={`credit-link-${key}`}>
            <Button type={to === base ? 'primary' : 'default'} tabIndex={-1}>
              {t(label)}
            </Button>
          </Link>
        ))}
      </Space>
    </nav>
  );
}
