import { defineModule } from '../../platform/modules/module.ts';
import {
  bankFixture,
  companyScoping,
  createCompany,
  PARTNER_TYPES,
  registrationFixture,
  unique,
} from '../enterprises/index.ts';
import { seedDemoPartners } from './partners.demo.ts';
import { partnerRoutes } from './partners.routes.ts';

/** Corporate and person partners, their banks, reports and setup (spec §7 "Corporate and person", "Partner"). */
export const partnersModule = defineModule({
  name: 'partners',
  routes: partnerRoutes,
  seedDemo: seedDemoPartners,
  // A partner's record is the partner company itself. For funder staff, new partners stand for
  // "another company's": a corporate one (:id) and a person (:person_id).
  scoping: companyScoping({
    types: PARTNER_TYPES,
    names: ['id'],
    create: (db) => createCompany(db, 'PARTNER', { partner_form: 'CORPORATE', partner_kind: 'FUNDING' }),
    async more(db, partner, ownerId) {
      const person =
        partner === ownerId
          ? ownerId
          : await createCompany(db, 'PARTNER', { partner_form: 'PERSON', partner_kind: 'REFERRAL' });
      return { person_id: String(person) };
    },
    body(route) {
      if (route.startsWith('POST /api/corporate/form'))
        return { ...registrationFixture(), partner_kind: 'FUNDING' };
      if (route.startsWith('POST /api/person/form')) {
        const r = registrationFixture();
        return {
          code: r.code,
          name: 'Nguyễn Văn Kiểm Thử',
          id_card_number: unique().idCard,
          date_of_birth: '1990-01-01',
          address: r.address,
          email1: r.email1,
          partner_kind: 'REFERRAL',
        };
      }
      if (route === 'POST /api/partner/:id/bank') return bankFixture();
      if (route === 'POST /api/partner/:id/report') return { title: 'Báo cáo', content: 'Nội dung' };
      return undefined;
    },
  }),
});
