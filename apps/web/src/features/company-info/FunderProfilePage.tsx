import { funderInfoForm } from '@arflow/domain/api/company-info';
import { useCompanyRights, useFunderInfo, useSaveFunderInfo } from './api.ts';
import { FUNDER_FIELDS } from './config.ts';
import { ProfilePage } from './ProfilePage.tsx';

/** /fun/profile/company-info: the funder's own profile; MASTER and SUBMASTER edit it. */
export default function FunderProfilePage() {
  const info = useFunderInfo();
  const save = useSaveFunderInfo();
  const { funderWrite } = useCompanyRights();
  return (
    <ProfilePage
      query={info}
      title={() => 'companyInfo.title'}
      canEdit={funderWrite}
      form={(funder) => ({
        schema: funderInfoForm,
        fields: FUNDER_FIELDS,
        initial: funder,
        submit: save.mutateAsync,
        saving: save.isPending,
      })}
    />
  );
}
