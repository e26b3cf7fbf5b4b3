import { ENTERPRISE_CODES } from '../enterprises.ts';
import type { Grant } from '../permissions.ts';
import { APPENDIX_STATUS_TABLE, CONTRACT_STATUS_TABLE } from '../statuses/contract.ts';
import { LENDING_STATUS_TABLE } from '../statuses/lending.ts';
import { labelOf, type StatusCode } from '../statuses/lookup.ts';
import { COMMISSION_STATUS_TABLE } from '../statuses/partner.ts';
import { TRANSACTION_CODE_TABLES } from '../statuses/transaction-codes.ts';
import { WORKFLOWS, type WorkflowEntity } from './engine.ts';
import type { Requirements, TransitionRule, Workflow } from './types.ts';

// Renders a transition table as documentation (docs/workflows.md), so the diagrams cannot drift
// from the code: a test compares the document with this output.

type AnyRule = TransitionRule<StatusCode, string>;

// Numeric codes mean nothing on their own: the diagram shows them with their English label.
const NUMERIC_LABELS: Partial<Record<WorkflowEntity, Parameters<typeof labelOf>[0]>> = {
  contract: CONTRACT_STATUS_TABLE,
  appendix: APPENDIX_STATUS_TABLE,
  commission: COMMISSION_STATUS_TABLE,
  lending: LENDING_STATUS_TABLE,
  buyer_confirmation: TRANSACTION_CODE_TABLES.audiences.buyer,
};

function stateName(entity: WorkflowEntity, s: StatusCode): string {
  const table = NUMERIC_LABELS[entity];
  return table ? `${s} ${labelOf(table, s, 'en')}` : String(s);
}

function stateId(s: StatusCode): string {
  return `s_${String(s).replace(/^-/, 'm')}`;
}

function requiresText(r: Requirements | undefined): string {
  if (!r) return '';
  return (Object.keys(r) as (keyof Requirements)[]).filter((k) => r[k]).join(', ');
}

function byText(by: AnyRule['by']): string {
  if (by === 'system') return 'system';
  return (by as readonly Grant[])
    .map((g) => {
      const ents = g.enterprises.length === ENTERPRISE_CODES.length ? 'any' : g.enterprises.join('/');
      return g.roles ? `${ents}: ${g.roles.join(', ')}` : ents;
    })
    .join('; ');
}

/** A Mermaid stateDiagram of one entity's life. */
export function mermaidOf(entity: WorkflowEntity): string {
  const wf = WORKFLOWS[entity] as Workflow<StatusCode, string>;
  const lines = ['stateDiagram-v2'];
  for (const s of wf.states) lines.push(`  state "${stateName(entity, s)}" as ${stateId(s)}`);
  const seen = new Set<string>();
  for (const r of wf.rules) {
    const marks = requiresText(r.requires);
    const when = r.when ? ` when ${Object.entries(r.when).map(([k, v]) => `${k}=${v}`)}` : '';
    const label = `${r.action}${r.by === 'system' ? ' (system)' : ''}${marks ? ` [${marks}]` : ''}${when}`;
    for (const f of r.from) {
      const line = `  ${f === null ? '[*]' : stateId(f)} --> ${stateId(r.to)} : ${label}`;
      if (!seen.has(line)) lines.push(line);
      seen.add(line);
    }
  }
  for (const s of wf.states) {
    if (!wf.rules.some((r) => r.from.includes(s))) lines.push(`  ${stateId(s)} --> [*]`);
  }
  return lines.join('\n');
}

/** The transition table of one entity as a Markdown table. */
export function markdownTableOf(entity: WorkflowEntity): string {
  const wf = WORKFLOWS[entity] as Workflow<StatusCode, string>;
  const rows = ['| action | from | to | who | requires |', '| --- | --- | --- | --- | --- |'];
  for (const r of wf.rules) {
    const from = r.from.map((f) => (f === null ? '(new)' : String(f))).join(', ');
    const when = r.when ? ` (when ${Object.entries(r.when).map(([k, v]) => `${k}=${v}`)})` : '';
    rows.push(`| ${r.action}${when} | ${from} | ${r.to} | ${byText(r.by)} | ${requiresText(r.requires)} |`);
  }
  return rows.join('\n');
}

/** The generated block of docs/workflows.md for one entity (diagram, then table). */
export function docBlock(entity: WorkflowEntity): string {
  return `\`\`\`mermaid\n${mermaidOf(entity)}\n\`\`\`\n\n${markdownTableOf(entity)}`;
}
