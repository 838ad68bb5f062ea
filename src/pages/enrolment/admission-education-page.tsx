import { Message } from '@arco-design/web-react';
import {
  exportAdultAdmissionEducation,
  getListAdultAdmissionEducationQueryKey,
  listAdultAdmissionEducation,
  remindAdultAdmissionEducation,
} from '@/generated/api/enrolment/enrolment';
import type { AdmissionEducation } from '@/generated/model';
import { ListPage, type BatchAction } from '@/kit';
import { EDUCATION_DONE, educationColumns, educationSearch } from './admission-education-fields';

/** Selected students who have not finished are reminded; finished ones are left out. */
async function remind(rows: AdmissionEducation[]) {
  const ids = rows.filter((row) => row.status !== EDUCATION_DONE).map((row) => row.id);
  if (!ids.length) {
    Message.info('所选新生都已完成入学教育，无需提醒');
    return;
  }
  await remindAdultAdmissionEducation({ ids });
  Message.success(`已提醒 ${ids.length} 名新生完成入学教育`);
}

const BATCH: BatchAction<AdmissionEducation>[] = [
  {
    key: 'remind',
    label: '提醒完成',
    perm: 'edit',
    confirm: '向选中的未完成新生发送短信与站内信提醒，确定发送吗？',
    onClick: remind,
  },
];

/** 入学教育 (admissionEducationAE): who has finished the orientation, reminders, export. */
export function AdmissionEducationPage() {
  return (
    <ListPage<AdmissionEducation, Parameters<typeof listAdultAdmissionEducation>[0]>
      list={{ queryKey: getListAdultAdmissionEducationQueryKey, fetcher: listAdultAdmissionEducation }}
      rowKey="id"
      search={educationSearch}
      columns={educationColumns}
      batchActions={BATCH}
      exportFile={exportAdultAdmissionEducation}
      exportName="入学教育完成情况.xlsx"
    />
  );
}
