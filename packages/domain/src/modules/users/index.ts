import { MEMBERS_ACCESS, USER_STATUS_ACCESS } from '../../access/users.ts';
import { defineDomainModule } from '../define.ts';
import { USERS_ERRORS } from './errors.ts';

export const usersDomain = defineDomainModule({
  name: 'users',
  access: [MEMBERS_ACCESS, USER_STATUS_ACCESS],
  errors: USERS_ERRORS,
});
