import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultDialog } from '../hooks/useResultDialog.tsx';
import type { TextKey } from '../i18n-keys.ts';
import { ReasonModal } from './ReasonModal.tsx';

/**
 * An action that asks for a text first (a rejection's reason…): its button opens a ReasonModal
 * whose OK sends the text. The dialog is the action's own: titled by its label, coloured and
 * test-id'd as its button, announcing its `done`, unless the step says otherwise.
 */
export interface ReasonStep {
  label: TextKey;
  /** The area's own "required" message. */
  required: TextKey;
  hint?: TextKey;
  title?: TextKey;
  okText?: TextKey;
  danger?: boolean;
  testId?: string;
  ids?: { ok: string; text: string };
  submit: (text: string) => Promise<unknown>;
}

interface ActionBase {
  label: TextKey;
  testId: string;
  icon?: ReactNode;
  danger?: boolean;
  /** Asked first (Yes/No); No does nothing. */
  confirm?: { title: TextKey; hint?: TextKey };
  done?: TextKey;
  pending?: boolean;
}

export type ActionSpec = ActionBase &
  (
    | {
        /** The call; with `done`, its success shows the Success! dialog and a failure the Error! one. */
        run: () => unknown;
        reason?: never;
      }
    | { reason: ReasonStep; run?: never }
  );

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
  const [asking, setAsking] = useState<string | null>(null);

  const take = async (action: string, spec: ActionSpec) => {
    if (spec.reason) return setAsking(action);
    if (
      spec.confirm &&
      !(await dialog.confirm(t(spec.confirm.title), spec.confirm.hint && t(spec.confirm.hint)))
    ) {
      return;
    }
    if (!spec.done) {
      spec.run?.();
      return;
    }
    try {
      await spec.run?.();
      await dialog.success(t(spec.done));
    } catch (error) {
      await dialog.error(error);
    }
  };

  const shown = allowed.flatMap((a) => (specs[a] ? [[a, specs[a]] as const] : []));
  // Every step's dialog stays mounted, as a page's own would: its action may leave the allowed
  // list once done while the dialog still closes and announces it.
  const reasons = Object.entries<ActionSpec | undefined>(specs).flatMap(([action, spec]) =>
    spec?.reason ? [{ action, spec, step: spec.reason }] : [],
  );
  const dialogs = reasons.map(({ action, spec, step }) => (
    <ReasonModal
      key={action}
      open={asking === action}
      title={t(step.title ?? spec.label)}
      label={step.label}
      required={step.required}
      hint={step.hint}
      okText={step.okText}
      danger={step.danger ?? spec.danger}
      done={spec.done}
      testId={step.testId ?? spec.testId}
      ids={step.ids}
      onClose={() => setAsking(null)}
      submit={step.submit}
    />
  ));
  if (shown.length === 0) return dialogs.length > 0 ? dialogs : null;
  return (
    <>
      <Space wrap>
        {shown.map(([action, spec]) => (
          <Button
            key={action}
            danger={spec.danger}
            icon={spec.icon}
            loading={spec.pending}
            onClick={() => void take(action, spec)}
            data-testid={spec.testId}
          >
            {t(spec.label)}
          </Button>
        ))}
      </Space>
      {dialogs}
    </>
  );
}
