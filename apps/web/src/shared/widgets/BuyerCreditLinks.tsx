import { text } from '@arflow/domain/text';
import { Button, Space } from 'antd';
import { Link, useLocation } from 'react-router';
import { useText } from '../hooks/useText.ts';

// Shown by two modules (credit-buyer, eligibility), so the words live with the widget rather
// than in either module's namespace, which the other's pages do not load.
const TEXTS = {
  label: text('Các trang tín dụng bên mua', 'Buyer credit pages'),
  programme: text('Chương trình tín dụng', 'Credit programme'),
  eligibility: text('Điều kiện đủ', 'Eligibility'),
  groups: text(
    'Nhóm kỳ hạn và lãi suất chiết khấu thanh toán sớm',
    'Maturity and early-payment discount groups',
  ),
};

/**
 * The pages of one buyer's credit: the programme (credit-buyer module), its eligibility and its
 * maturity and early-payment discount groups (eligibility module); the page shown is highlighted.
 */
export function BuyerCreditLinks({ buyerId }: { buyerId: number }) {
  const t = useText();
  const { pathname } = useLocation();
  const base = `/fun/buyer/credit/${buyerId}`;
  const links = [
    [base, TEXTS.programme, 'programme'],
    [`${base}/eligibility`, TEXTS.eligibility, 'eligibility'],
    [`${base}/maturity-discount-groups`, TEXTS.groups, 'groups'],
  ] as const;
  return (
    <nav aria-label={t(TEXTS.label)} style={{ marginBottom: 16 }}>
      <Space wrap>
        {links.map(([to, label, key]) => (
          <Link key={key} to={to} data-testid={`credit-link-${key}`}>
            <Button type={pathname.replace(/\/$/, '') === to ? 'primary' : 'default'} tabIndex={-1}>
              {t(label)}
            </Button>
          </Link>
        ))}
      </Space>
    </nav>
  );
}
