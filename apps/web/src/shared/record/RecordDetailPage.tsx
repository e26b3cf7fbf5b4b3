import type { HistoryEntry } from '@arflow/domain/api/history';
import type { StatusLabel } from '@arflow/domain/statuses/tone';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { recordState, useRouteId } from '../api/record-state.tsx';
import { RecordDetail } from '../detail/RecordDetail.tsx';
import type { FieldConfig } from '../forms/SchemaForm.tsx';
import type { SchemaLike } from '../forms/zod-form.ts';
import type { TextKey } from '../i18n-keys.ts';
import type { ActionSpec } from '../widgets/WorkflowActions.tsx';

interface Detail<Item, A> {
  data: Item;
  history: HistoryEntry[];
  actions: readonly A[];
}

export interface RecordDetailPageProps<
  Item extends { status: S },
  Form,
  S extends string,
  A extends string,
  R extends A,
> {
  id: string;
  api: {
    form: SchemaLike<Form>;
    useDetail(id: number): UseQueryResult<Detail<Item, A>>;
    useSave(id: number): UseMutationResult<unknown, Error, Form>;
    useAction(id: number): UseMutationResult<unknown, Error, R>;
  };
  title(record: Item): ReactNode;
  statuses: Record<S, StatusLabel>;
  /** The workflow action that opens the form ('update'). */
  edit?: A;
  /** The other actions' buttons; each runs its action through `api.useAction`. */
  specs?: Partial<Record<R, Omit<ActionSpec, 'run' | 'pending'>>>;
  fields: FieldConfig<Form>;
  /** The timeline's action names (`CREATE` → text key). */
  historyActions: Record<string, TextKey>;
}

/** `/<area>/:id`: the record, the workflow's buttons for this user and its timeline (`RecordDetail`). */
export function RecordDetailPage<
  Item extends { status: S },
  Form,
  S extends string,
  A extends string,
  R extends A,
>(props: RecordDetailPageProps<Item, Form, S, A, R>) {
  const { id, api, statuses } = props;
  const recordId = useRouteId();
  const detail = api.useDetail(recordId);
  const save = api.useSave(recordId);
  const act = api.useAction(recordId);
  const loaded = recordState(recordId, detail, id);
  if ('view' in loaded) return loaded.view;
  const { data, history, actions } = loaded.data;
  const specs = Object.fromEntries(
    Object.entries(props.specs ?? {}).map(([action, spec]) => [
      action,
      {
        ...(spec as ActionSpec),
        run: () => act.mutateAsync(action as R),
        pending: act.isPending && act.variables === action,
      },
    ]),
  ) as Partial<Record<A, ActionSpec>>;
  return (
    <RecordDetail
      id={id}
      title={props.title(data)}
      status={{ label: statuses[data.status], code: data.status }}
      allowed={actions}
      edit={props.edit}
      specs={specs}
      form={{
        schema: api.form,
        fields: props.fields,
        initial: data as unknown as Record<keyof Form, unknown>,
        submit: save.mutateAsync,
        saving: save.isPending,
      }}
      history={{ entries: history, statuses, actions: props.historyActions }}
    />
  );
}
