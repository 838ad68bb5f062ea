/** 录取 / 毕业照片审核: search, columns and the automatic-check cell, declared as data. */
import { Space, Tag } from '@arco-design/web-react';
import type { StudentPhoto } from '@/generated/model';
import { type ListColumn, reviewSearch, reviewStatusColumn, type SearchField } from '@/kit';
import { checkPhoto } from './photo-rules';
import { PhotoThumb } from './photo-thumb';

export const photoSearch: SearchField[] = [
  { type: 'input', field: 'keyword', label: '学生', placeholder: '姓名、学号或身份证号' },
  reviewSearch(),
  { type: 'filter', field: 'school_id', label: '院校', kind: 'school' },
  { type: 'filter', field: 'profession_id', label: '专业', kind: 'profession' },
  { type: 'filter', field: 'batch_id', label: '入学批次', kind: 'batch' },
];

function CheckResult({ photo }: { photo: StudentPhoto }) {
  const problems = checkPhoto(photo);
  if (!problems.length) return <Tag color="green">符合要求</Tag>;
  return (
    <Space direction="vertical" size={2}>
      {problems.map((problem) => (
        <Tag key={problem} color="red">
          {problem}
        </Tag>
      ))}
    </Space>
  );
}

const figures = (photo: StudentPhoto) =>
  `${photo.format} · ${photo.width}×${photo.height} · ${Math.round(photo.file_size / 1024)} KB`;

export const photoColumns = (noun: string): ListColumn<StudentPhoto>[] => [
  {
    key: 'photo_url',
    title: noun,
    width: 90,
    render: (photo) => (
      <PhotoThumb src={photo.photo_url} alt={`${photo.student_name}的${noun}`} width={48} height={64} />
    ),
  },
  { key: 'student_name', title: '学生姓名', width: 100 },
  { key: 'student_no', title: '学号', width: 140 },
  { key: 'id_card', title: '身份证号', width: 180, valueType: 'idCard' },
  { key: 'school_name', title: '院校', width: 150, ellipsis: true },
  { key: 'major_name', title: '专业', width: 140, ellipsis: true },
  { key: 'level_name', title: '层次', width: 80 },
  { key: 'batch_name', title: '入学批次', width: 110 },
  { key: 'checks', title: '自动检查', width: 290, render: (photo) => <CheckResult photo={photo} /> },
  { key: 'figures', title: '图像参数', width: 190, render: figures, hiddenByDefault: true },
  { key: 'uploaded_at', title: '上传时间', width: 160, valueType: 'datetime' },
  reviewStatusColumn(),
  { key: 'reviewer', title: '审核人', width: 100 },
  { key: 'reviewed_at', title: '审核时间', width: 160, valueType: 'datetime', hiddenByDefault: true },
  { key: 'reason', title: '驳回原因', width: 220, ellipsis: true },
];
