import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultDialog } from '../hooks/useResultDialog.tsx';
import type { TextKey } from '../i18n-keys.ts';

export interface ActionSpec {
  label: TextKey;
  testId: string;
  icon?: ReactNode;
  danger?: boolean;
  /** Asked first (Yes/No); No does nothing. */
  confirm?: { title: TextKey; hint?: TextKey };
  /** The call; with `done`, its success shows the Success! dialog and a failure the Error! one. */
  run: () => unknown;
  done?: TextKey;
  pending?: boolean;
}

export interface WorkflowActionsProps<A extends string> {
  /** The actions the server allows now (a detail answer's `actions`, from the workflow engine). */
  allowed: readonly A[];
  /** How each action of the workflow shows; one the server does not allow is not shown. */
  specs: Partial<Record<A, ActionSpec>>;
}

/** A record's buttons: exactly the server's allowed actions, so the page tests no status. */
export function WorkflowActions<A extends string>({ allowed, specs }: WorkflowActionsProps<A>) {
  const { t } = useTranslation();
  const dialog = useResultDialog();

  const take = async (spec: ActionSpec) => {
    if (
      spec.confirm &&
      !(await dialog.confirm(t(spec.confirm.title), spec.confirm.hint && t(spec.confirm.hint)))
    ) {
      return;
    }
    if (!spec.done) {
      spec.run();
      return;
    }
    try {
      await spec.run();
      await dialog.success(t(spec.done));
    } catch (error) {
      await dialog.error(error);
    }
  };

  const shown = allowed.flatMap((a) => (specs[a] ? [[a, specs[a]] as const] : []));
  if (shown.length === 0) return null;
  return (
    <Space wrap>
      {shown.map(([action, spec]) => (
        <Button
          key={action}
          danger={spec.danger}
          icon={spec.icon}
          loading={spec.pending}
          onClick={() => void take(spec)}
          data-testid={spec.testId}
        >
          {t(spec.label)}
        </Button>
      ))}
    </Space>
  );
}
