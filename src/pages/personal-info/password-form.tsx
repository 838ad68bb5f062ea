import { Button, Form, Input, Message } from '@arco-design/web-react';
import { useId, useState } from 'react';
import { useChangeOwnPassword } from '@/generated/api/account/account';
import type { ChangeOwnPasswordBody } from '@/generated/model';
import { setSession } from '@/session/session';
import { useSingleFlight } from '@/ui/use-single-flight';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';

const STRONG = /^(?=.*[A-Za-z])(?=.*\d).{6,20}$/;

/** Change one's own password (POST /v1-school-account-up-password, form data). */
export function PasswordForm({ onDone }: { onDone?: () => void }) {
  const [form] = Form.useForm<ChangeOwnPasswordBody>();
  const id = useId(); // the page form and the header's modal form may both be mounted
  const change = useChangeOwnPassword();
  const once = useSingleFlight();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);

  const submit = (values: ChangeOwnPasswordBody) =>
    once(async () => {
      await change.mutateAsync({ data: values });
      Message.success('密码已修改');
      setSession('isPwdInitial', 0);
      form.resetFields();
      setDirty(false);
      onDone?.();
    }).catch(() => undefined); // the API layer already showed the error

  return (
    <Form
      form={form}
      id={id}
      layout="vertical"
      onSubmit={submit}
      onValuesChange={(_, values) => setDirty(Object.values(values).some(Boolean))}
      autoComplete="off"
      style={{ maxWidth: 420 }}
    >
      <Form.Item field="old_password" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
        <Input.Password placeholder="请输入原密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        field="password"
        label="新密码"
        extra="6-20 位，须同时包含字母和数字"
        rules={[
          { required: true, message: '请输入新密码' },
          { match: STRONG, message: '新密码须为 6-20 位，且同时包含字母和数字' },
          {
            validator: (value, callback) =>
              callback(
                value && value === form.getFieldValue('old_password') ? '新密码不能与原密码相同' : undefined,
              ),
          },
        ]}
      >
        <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        field="password_confirmation"
        label="确认新密码"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          {
            validator: (value, callback) =>
              callback(value !== form.getFieldValue('password') ? '两次输入的新密码不一致' : undefined),
          },
        ]}
      >
        <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        确认修改
      </Button>
    </Form>
  );
}
