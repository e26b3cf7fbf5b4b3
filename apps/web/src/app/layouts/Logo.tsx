import { Link } from 'react-router';
import { BRAND_BLUE } from '../theme.ts';

/** The product mark: a square with an upward arrow and the name ARFlow. */
export function Logo({ to = '/', inverse = false }: { to?: string; inverse?: boolean }) {
  return (
    <Link
      to={to}
      data-testid="logo"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, textDecoration: 'none' }}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill={inverse ? '#fff' : '#1677ff'} />
        <path d="M8 23 16 8l8 15h-4l-4-8-4 8z" fill={inverse ? '#1677ff' : '#fff'} />
      </svg>
      <span style={{ fontSize: 20, fontWeight: 600, color: inverse ? '#fff' : BRAND_BLUE }}>ARFlow</span>
    </Link>
  );
}
