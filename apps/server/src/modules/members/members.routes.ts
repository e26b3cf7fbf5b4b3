import { MEMBERS_ACCESS } from '@arflow/domain/access/users';
import { okResponse } from '@arflow/domain/api/auth';
import { idParam } from '@arflow/domain/api/params';
import {
  crmSupplierListBody,
  crmSupplierListResponse,
  inChargeResponse,
  inviteForm,
  MEMBER_COLUMNS,
  memberAddForm,
  memberDetailResponse,
  memberListBody,
  memberListResponse,
  memberSaveResponse,
  memberUpdateForm,
  supParam,
} from '@arflow/domain/api/users';
import type { Access } from '@arflow/domain/permissions';
import { requestContext } from '../../platform/http/context.ts';
import { okAnswer } from '../../platform/http/ok.ts';
import type { ModuleDeps, ZodApp } from '../../platform/http/types.ts';
import { findCrmSuppliers } from './find-crm-suppliers.ts';
import { findInCharge } from './find-in-charge.ts';
import { findMembers, type MemberList } from './find-members.ts';
import { getMember } from './get-member.ts';
import { inviteMember } from './invite-member.ts';
import { addMember, updateMember } from './save-member.ts';

const tags = ['members'];

/** Members of every kind of company (spec §7 "Auth and users"), paths as the spec names them. */
export function memberRoutes(app: ZodApp, { db, clock, userStates, config }: ModuleDeps): void {
  const lists: [MemberList, Access][] = [
    ['funders', MEMBERS_ACCESS.funderRead],
    ['suppliers', MEMBERS_ACCESS.supplierRead],
    ['buyers', MEMBERS_ACCESS.buyerRead],
    ['corporates', MEMBERS_ACCESS.partnerRead],
    ['persons', MEMBERS_ACCESS.partnerRead],
  ];
  for (const [list, access] of lists) {
    app.post(
      `/user/${list}`,
      {
        config: { access, list: { columns: MEMBER_COLUMNS, file: `thanh-vien-${list}` } },
        schema: { tags, body: memberListBody, response: { 200: memberListResponse } },
      },
      (req) => {
        const { search_condition, ...input } = req.body;
        return findMembers({ db, actor: req.actor!, list, filters: search_condition, input });
      },
    );
  }
  for (const [kind, read, write] of [
    ['funder', MEMBERS_ACCESS.funderRead, MEMBERS_ACCESS.funderWrite],
    ['supplier', MEMBERS_ACCESS.supplierRead, MEMBERS_ACCESS.supplierWrite],
  ] as const) {
    app.get(
      `/user/${kind}/:id`,
      {
        config: { access: read },
        schema: { tags, params: idParam, response: { 200: memberDetailResponse } },
      },
      (req) => getMember({ db, actor: req.actor!, id: req.params.id }),
    );
    app.post(
      `/user/${kind}/add`,
      {
        config: { access: write },
        schema: { tags, body: memberAddForm, response: { 200: memberSaveResponse } },
      },
      async (req) => ({
        data: await addMember({
          db,
          ctx: requestContext(req, clock),
          form: req.body,
          publicUrl: config.publicUrl,
        }),
      }),
    );
    app.post(
      `/user/${kind}/update`,
      {
        config: { access: write },
        schema: { tags, body: memberUpdateForm, response: { 200: memberSaveResponse } },
      },
      async (req) => ({
        data: await updateMember({ db, ctx: requestContext(req, clock), userStates, form: req.body }),
      }),
    );
  }
  app.get(
    '/user/supplier/:sup_id/in-charge',
    {
      config: { access: MEMBERS_ACCESS.supplierRead },
      schema: { tags, params: supParam, response: { 200: inChargeResponse } },
    },
    (req) => findInCharge({ db, actor: req.actor!, supId: req.params.sup_id }),
  );
  app.post(
    '/user/crm/supplier',
    {
      config: { access: MEMBERS_ACCESS.crmSuppliers },
      schema: { tags, body: crmSupplierListBody, response: { 200: crmSupplierListResponse } },
    },
    (req) => {
      const { search_condition, ...input } = req.body;
      return findCrmSuppliers({ db, actor: req.actor!, filters: search_condition, input });
    },
  );
  app.post(
    '/auth/join/get-link',
    {
      config: { access: MEMBERS_ACCESS.invite },
      schema: { tags, body: inviteForm, response: { 200: okResponse } },
    },
    async (req) => {
      await inviteMember({
        db,
        ctx: requestContext(req, clock),
        form: req.body,
        publicUrl: config.publicUrl,
      });
      return okAnswer(req);
    },
  );
}
