import { Card, Descriptions, Image, Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Image/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { LINES } from '@/lines/line';
import { usePageType } from '@/lines/page-type';
import { getSession } from '@/session/session';
import { PasswordForm } from './password-form';

const USER_TYPES: Record<number, string> = { 1: '管理员', 2: '职工', 3: '教师' };

/** 个人信息: the account behind the session, and changing one's own password. */
export function PersonalInfoPage() {
  const line = LINES[usePageType()];
  const signImg = getSession('signImg');
  const userType = getSession('userType');
  const rows = [
    { label: '姓名', value: getSession('username') || '—' },
    { label: '账号类型', value: getSession('isSchool') === 1 ? '院校账号' : '平台账号' },
    { label: '身份', value: (userType !== undefined && USER_TYPES[userType]) || '—' },
    { label: '所属院校编号', value: getSession('schoolId') || '—' },
    { label: '角色编号', value: getSession('authId') ?? '—' },
    { label: '当前业务线', value: <Tag color="arcoblue">{line.label}</Tag> },
    {
      label: '电子签名',
      value: signImg ? <Image src={signImg} alt="电子签名" height={48} /> : <Tag>未签名</Tag>,
    },
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="个人信息">
        <Descriptions column={2} data={rows} labelStyle={{ width: 120 }} />
      </Card>
      <Card title="修改密码">
        <PasswordForm />
      </Card>
    </Space>
  );
}
