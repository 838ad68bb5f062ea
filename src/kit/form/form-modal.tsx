import { Modal } from '@arco-design/web-react';
import { useSchemaForm, type SchemaFormOptions } from './use-schema-form';
import '../styles';

export interface FormModalProps<Payload> extends Omit<SchemaFormOptions<Payload>, 'active'> {
  visible: boolean;
  onClose: () => void;
  width?: number;
}

/** A create/edit form in a modal (see useSchemaForm for validation and submission). */
export function FormModal<Payload>({
  visible,
  onClose,
  width,
  onSaved,
  ...options
}: FormModalProps<Payload>) {
  const form = useSchemaForm({
    ...options,
    active: visible,
    onSaved: () => {
      onSaved?.();
      onClose();
    },
  });
  return (
    <Modal
      title={options.title}
      visible={visible}
      onOk={() => void form.save()}
      onCancel={() => form.leave(onClose)}
      confirmLoading={form.submitting}
      okText="保存"
      maskClosable={false}
      style={{ width: width ?? 720 }}
      unmountOnExit
    >
      {form.body}
    </Modal>
  );
}
