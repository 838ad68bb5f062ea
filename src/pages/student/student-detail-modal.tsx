/** 学生详情 of the student lists: the record, its ID-card photos, face-check snapshots and learning records. */
import { useMemo } from 'react';
import type { StudentRecord } from '@/generated/model';
import { DetailModal, PhotoWall } from '@/kit';
import { FaceChecks, LearningLinks, photosOf, Section } from './profile-sections';
import { studentDetailItems } from './student-fields';
import type { StudentLine } from './student-lines';

export function StudentDetailModal({
  modal,
  line,
}: {
  modal: { visible: boolean; record?: StudentRecord; close: () => void };
  line: StudentLine;
}) {
  const items = useMemo(
    () => studentDetailItems(line.stationNoun, line.extraFields.length > 0),
    [line.stationNoun, line.extraFields],
  );
  return (
    <DetailModal<StudentRecord>
      modal={modal}
      title={(student) => `学生详情 · ${student.studentName}`}
      items={items}
    >
      {(student) => (
        <>
          <Section title="身份证照片">
            <PhotoWall
              empty="未上传身份证照片"
              photos={photosOf([
                ['身份证人像面', student.frontCardImg],
                ['身份证国徽面', student.reverseCardImg],
              ])}
            />
          </Section>
          <Section title="人脸核验抓拍">
            <FaceChecks uuid={student.uuid} />
          </Section>
          <Section title="学习情况">
            <LearningLinks suffix={line.suffix} uuid={student.uuid} onOpen={modal.close} />
          </Section>
        </>
      )}
    </DetailModal>
  );
}
