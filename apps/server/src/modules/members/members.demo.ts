import type { Role } from '@arflow/domain/roles';
import type { UserStatus } from '@arflow/domain/statuses/user';
import { eq } from 'drizzle-orm';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { groups } from '../organisation/organisation.tables.ts';
import { users } from '../users/users.tables.ts';

interface DemoMember {
  company: string;
  username: string;
  email: string;
  full_name: string;
  position: string;
  role: Role;
  status: UserStatus;
  tel?: string;
  group?: string;
}

/** Members beside each company's demo login: an active colleague, an invitee, a deactivated one. */
const MEMBERS: DemoMember[] = [
  {
    company: 'ARFLOW',
    username: 'crm2',
    email: 'crm2@arflow.vn',
    full_name: 'Vũ Đức Thắng',
    position: 'Chuyên viên CRM',
    role: 'CRM',
    status: 'ACTIVATED',
    tel: '0903123470',
    group: 'Nhóm CRM Miền Bắc',
  },
  {
    company: 'ARFLOW',
    username: 'lan.nguyen',
    email: 'lan.nguyen@arflow.vn',
    full_name: 'Nguyễn Thị Lan',
    position: 'Chuyên viên thẩm định',
    role: 'CREDIT_OFFICER',
    status: 'INVITED',
    group: 'Nhóm Thẩm định 1',
  },
  {
    company: 'ARFLOW',
    username: 'hung.do',
    email: 'hung.do@arflow.vn',
    full_name: 'Đỗ Văn Hùng',
    position: 'Nhân viên thu hồi nợ',
    role: 'COLLECTOR',
    status: 'DEACTIVATED',
    group: 'Nhóm Thu hồi nợ',
  },
  {
    company: 'BUY01',
    username: 'kiem.tran',
    email: 'kiem.tran@saomai.vn',
    full_name: 'Trần Văn Kiểm',
    position: 'Kế toán trưởng',
    role: 'CONTROLLER',
    status: 'ACTIVATED',
    tel: '0908111222',
  },
  {
    company: 'BUY01',
    username: 'nhap.le',
    email: 'nhap.le@saomai.vn',
    full_name: 'Lê Thị Nhập',
    position: 'Kế toán viên',
    role: 'INPUTTER',
    status: 'INVITED',
  },
  {
    company: 'BUY02',
    username: 'thu.pham',
    email: 'thu.pham@hoabinhfood.vn',
    full_name: 'Phạm Minh Thư',
    position: 'Kế toán công nợ',
    role: 'INPUTTER',
    status: 'ACTIVATED',
    tel: '0912333444',
  },
  {
    company: 'SUP01',
    username: 'quan.ngo',
    email: 'quan.ngo@minhphat.vn',
    full_name: 'Ngô Minh Quân',
    position: 'Kế toán trưởng',
    role: 'CONTROLLER',
    status: 'ACTIVATED',
    tel: '0913555666',
  },
  {
    company: 'SUP01',
    username: 'hoa.dinh',
    email: 'hoa.dinh@minhphat.vn',
    full_name: 'Đinh Thị Hoa',
    position: 'Nhân viên kinh doanh',
    role: 'INPUTTER',
    status: 'INVITED',
  },
  {
    company: 'SUP01',
    username: 'tuan.ly',
    email: 'tuan.ly@minhphat.vn',
    full_name: 'Lý Anh Tuấn',
    position: 'Nhân viên kế toán (đã nghỉ)',
    role: 'INPUTTER',
    status: 'DEACTIVATED',
  },
  {
    company: 'SUP02',
    username: 'mai.huynh',
    email: 'mai.huynh@dongxanh.vn',
    full_name: 'Huỳnh Thị Mai',
    position: 'Kế toán viên',
    role: 'INPUTTER',
    status: 'ACTIVATED',
    tel: '0939777888',
  },
  {
    company: 'SUP03',
    username: 'khoa.bui',
    email: 'khoa.bui@hungthinhlogistics.vn',
    full_name: 'Bùi Đăng Khoa',
    position: 'Trưởng phòng tài chính',
    role: 'CONTROLLER',
    status: 'ACTIVATED',
    tel: '0225388999',
  },
  {
    company: 'IND01',
    username: 'binh.nguyen',
    email: 'binh.nguyen@demo.arflow.vn',
    full_name: 'Nguyễn Văn Bình',
    position: 'Người hỗ trợ',
    role: 'INPUTTER',
    status: 'ACTIVATED',
  },
  {
    company: 'DTN01',
    username: 'cuong.tran',
    email: 'cuong.tran@demo.arflow.vn',
    full_name: 'Trần Quốc Cường',
    position: 'Người hỗ trợ',
    role: 'INPUTTER',
    status: 'ACTIVATED',
  },
  {
    company: 'PTN01',
    username: 'son.vo',
    email: 'son.vo@phuongnambank.vn',
    full_name: 'Võ Thanh Sơn',
    position: 'Kiểm soát viên',
    role: 'CONTROLLER',
    status: 'ACTIVATED',
    tel: '0283999111',
  },
  {
    company: 'PTN03',
    username: 'yen.ta',
    email: 'yen.ta@ketnoiviet.vn',
    full_name: 'Tạ Hải Yến',
    position: 'Chuyên viên',
    role: 'INPUTTER',
    status: 'INVITED',
  },
];

/** Demo members in every kind of company (runs after the organisation's demo: teams exist). */
export async function seedDemoMembers(world: DemoWorld): Promise<void> {
  const { tx, now } = world;
  const master = world.userId('master');
  const [hash] = await tx.select({ h: users.passwordHash }).from(users).where(eq(users.id, master));
  for (const m of MEMBERS) {
    const [group] = m.group
      ? await tx.select({ id: groups.id, dep_id: groups.dep_id }).from(groups).where(eq(groups.name, m.group))
      : [];
    await tx.insert(users).values({
      username: m.username,
      email: m.email,
      passwordHash: hash!.h,
      fullName: m.full_name,
      position: m.position,
      roleId: m.role,
      enterpriseId: world.enterpriseId(m.company),
      active: m.status === 'ACTIVATED',
      status: m.status,
      telNum: m.tel ?? null,
      dep_id: group?.dep_id ?? null,
      group_id: group?.id ?? null,
      created_by: master,
      updated_by: master,
      created_at: now,
      updated_at: now,
    });
    if (m.status === 'INVITED')
      await enqueueMail(
        tx,
        {
          kind: 'member.invite',
          to: m.email,
          subject: 'Lời mời tham gia ARFlow / Invitation to ARFlow',
          body: 'Demo: the invitation link is issued again with POST /api/auth/join/get-link.',
        },
        now,
      );
  }
}
