import { theme } from 'antd';
import type { ReactElement } from 'react';

/**
 * A labelled field as antd's vertical Form.Item draws it (label above, message below), without
 * antd's Form: its field store, async-validator and tooltip would be a fifth of the sign-in page's
 * first load (docs/architecture.md, "First-load budget"). The sign-in page's two fields only.
 */
export function LoginField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactElement;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label
        htmlFor={id}
        style={{
          display: 'block',
          paddingBottom: token.paddingXS,
          color: token.colorText,
          fontSize: token.fontSize,
        }}
      >
        {label}
      </label>
      {children}
      {error && (
        <div
          id={`${id}-error`}
          role="alert"
          data-testid={`${id}-error`}
          style={{
            color: token.colorError,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
            marginTop: 2,
          }}
        >
          {error}
        </div>
      )}
    </div>
  );
}
