import { ORGANISATION_ACCESS } from '@arflow/domain/access/organisation';
import { okResponse } from '@arflow/domain/api/auth';
import {
  assignForm,
  assignResponse,
  CA_ASSIGNED_COLUMNS,
  CA_COLUMNS,
  CRM_TEAM_COLUMNS,
  caAddForm,
  caAddResponse,
  caItemResponse,
  caListBody,
  caListResponse,
  crmTeamAllBody,
  crmTeamAllResponse,
  crmTeamListBody,
  crmTeamListResponse,
  DEPARTMENT_COLUMNS,
  departmentAddForm,
  departmentListBody,
  departmentListResponse,
  departmentSaveResponse,
  departmentUpdateForm,
  GROUP_COLUMNS,
  groupAddForm,
  groupListBody,
  groupListResponse,
  groupSaveResponse,
  groupUpdateForm,
} from '@arflow/domain/api/organisation';
import { idParam } from '@arflow/domain/api/params';
import { requestContext } from '../../platform/http/context.ts';
import { okAnswer } from '../../platform/http/ok.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { addCaUsers, findCaUsers, setCaActive } from './ca-pool.ts';
import { allCrmTeam, assignCustomers, findCrmTeam } from './crm-team.ts';
import { addDepartment, findDepartments, updateDepartment } from './departments.ts';
import { addGroup, disableGroup, findGroups, updateGroup } from './groups.ts';

const tags = ['organisation'];

/** Departments, teams, CA pool and CRM assignment (spec §7 "CA assignment and teams"). */
export function organisationRoutes(app: ZodApp, { db, clock }: ModuleDeps): void {
  const read = { access: ORGANISATION_ACCESS.read };
  const write = { access: ORGANISATION_ACCESS.write };
  const ctx = (req: Parameters<typeof requestContext>[0]) => requestContext(req, clock);

  app.post(
    '/department/list',
    {
      config: { ...read, list: { columns: DEPARTMENT_COLUMNS, file: 'phong-ban' } },
      schema: { tags, body: departmentListBody, response: { 200: departmentListResponse } },
    },
    (req) => {
      const { search_condition, ...input } = req.body;
      return findDepartments({ db, actor: req.actor!, filters: search_condition, input });
    },
  );
  app.post(
    '/department/add',
    { config: write, schema: { tags, body: departmentAddForm, response: { 200: departmentSaveResponse } } },
    async (req) => ({
      data: await addDepartment({ db, ctx: ctx(req), form: req.body }),
    }),
  );
  app.post(
    '/department/update',
    {
      config: write,
      schema: { tags, body: departmentUpdateForm, response: { 200: departmentSaveResponse } },
    },
    async (req) => ({
      data: await updateDepartment({ db, ctx: ctx(req), form: req.body }),
    }),
  );

  app.post(
    '/group/list',
    {
      config: { ...read, list: { columns: GROUP_COLUMNS, file: 'nhom' } },
      schema: { tags, body: groupListBody, response: { 200: groupListResponse } },
    },
    (req) => {
      const { search_condition, ...input } = req.body;
      return findGroups({ db, actor: req.actor!, filters: search_condition, input });
    },
  );
  app.post(
    '/group/add',
    { config: write, schema: { tags, body: groupAddForm, response: { 200: groupSaveResponse } } },
    async (req) => ({
      data: await addGroup({ db, ctx: ctx(req), form: req.body }),
    }),
  );
  app.post(
    '/group/update',
    { config: write, schema: { tags, body: groupUpdateForm, response: { 200: groupSaveResponse } } },
    async (req) => ({
      data: await updateGroup({ db, ctx: ctx(req), form: req.body }),
    }),
  );
  app.get(
    '/group/disable/:id',
    { config: write, schema: { tags, params: idParam, response: { 200: okResponse } } },
    async (req) => {
      await disableGroup({ db, ctx: ctx(req), id: req.params.id });
      return okAnswer(req);
    },
  );

  for (const [path, assigned, list] of [
    ['/user/funder/ca_not_assigned', false, { columns: CA_COLUMNS, file: 'tham-dinh-chua-phan-cong' }],
    ['/user/funder/ca_assigned', true, { columns: CA_ASSIGNED_COLUMNS, file: 'tham-dinh-da-phan-cong' }],
  ] as const) {
    app.post(
      path,
      { config: { ...read, list }, schema: { tags, body: caListBody, response: { 200: caListResponse } } },
      (req) => {
        const { search_condition, ...input } = req.body;
        return findCaUsers({ db, actor: req.actor!, assigned, filters: search_condition, input });
      },
    );
  }
  const caWrite = { access: ORGANISATION_ACCESS.caWrite };
  app.post(
    '/user/funder/ca_assigned/add',
    { config: caWrite, schema: { tags, body: caAddForm, response: { 200: caAddResponse } } },
    async (req) => ({
      data: { added: await addCaUsers({ db, ctx: ctx(req), form: req.body }) },
    }),
  );
  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `/user/funder/ca_assigned/:id/${action}`,
      { config: caWrite, schema: { tags, params: idParam, response: { 200: caItemResponse } } },
      async (req) => ({
        data: await setCaActive({ db, ctx: ctx(req), id: req.params.id, active }),
      }),
    );
  }

  const crmRead = { access: ORGANISATION_ACCESS.crmRead };
  const crmWrite = { access: ORGANISATION_ACCESS.crmWrite };
  app.post(
    '/assigns/crm-team/list',
    {
      config: { ...crmRead, list: { columns: CRM_TEAM_COLUMNS, file: 'doi-ngu-crm' } },
      schema: { tags, body: crmTeamListBody, response: { 200: crmTeamListResponse } },
    },
    (req) => {
      const { search_condition, ...input } = req.body;
      return findCrmTeam({ db, actor: req.actor!, filters: search_condition, input });
    },
  );
  app.post(
    '/assigns/crm-team/all',
    { config: crmRead, schema: { tags, body: crmTeamAllBody, response: { 200: crmTeamAllResponse } } },
    (req) => allCrmTeam({ db, actor: req.actor!, groupId: req.body.group_id }),
  );
  for (const kind of ['buyers', 'suppliers'] as const) {
    app.post(
      `/assigns/${kind}`,
      { config: crmWrite, schema: { tags, body: assignForm, response: { 200: assignResponse } } },
      async (req) => ({
        data: { assigned: await assignCustomers({ db, ctx: ctx(req), kind, form: req.body }) },
      }),
    );
  }
}
