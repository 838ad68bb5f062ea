import { Button, Card, Space } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { usePermission } from '@/access/access-context';
import type { Action } from '@/access/actions';
import { useTabTitle } from './tab-title';
import { useSchemaForm, type SchemaFormOptions } from './use-schema-form';
import '../styles';

export interface FormPageProps<Payload> extends SchemaFormOptions<Payload> {
  /** Back to the list (after saving, or on 返回). */
  onBack: () => void;
  /** Shown above the form, e.g. a loading or not-found state of the edited record. */
  notice?: ReactNode;
  /** The action 保存 is: shown only when the screen allows it (add, edit, config). */
  perm: Action;
}

/** A create/edit form as its own screen (routes such as addStudentPointAE). */
export function FormPage<Payload>({ onBack, onSaved, notice, perm, ...options }: FormPageProps<Payload>) {
  useTabTitle(options.title);
  const { can } = usePermission();
  const form = useSchemaForm({
    ...options,
    onSaved: () => {
      onSaved?.();
      onBack();
    },
  });
  return (
    <Card title={options.title} bordered={false}>
      {notice}
      <div style={{ maxWidth: 880 }}>{form.body}</div>
      <Space>
        {can(perm) && (
          <Button type="primary" loading={form.submitting} onClick={() => void form.save()}>
            保存
          </Button>
        )}
        <Button onClick={() => form.leave(onBack)}>返回</Button>
      </Space>
    </Card>
  );
}
