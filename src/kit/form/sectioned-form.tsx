/**
 * A settings screen's form in sections, one card per section, saved as one payload
 * (学院配置): the kit's field controls, payload rules, zod validation with Chinese
 * messages, server field errors, single submission and the unsaved-input guard.
 */
import { Button, Card, Form, Grid, Message, Space } from '@arco-design/web-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { isApiError } from '@/api/errors';
import '../styles';
import { fieldControl, isChosen, toFormValues, toPayload, type FormField } from './form-fields';
import { validateWithSchema } from './zod-errors';
import { useSingleFlight } from '@/ui/use-single-flight';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';

/** One card of a sectioned form: its title and fields. */
export interface SettingsSection {
  title: string;
  fields: readonly FormField[];
}

export interface SectionedFormProps<Payload> {
  /** The form's accessible name; the success message is 「保存成功」. */
  title: string;
  sections: readonly SettingsSection[];
  /** The generated zod schema of the request body. */
  schema: ZodType<Payload>;
  /** The saved settings loaded into the form. */
  record: Record<string, unknown>;
  submit: (payload: Payload) => Promise<unknown>;
  onSaved?: (payload: Payload) => void;
  /** View only (no permission to change): controls disabled, no 保存. */
  readOnly?: boolean;
}

export function SectionedForm<Payload>({
  title,
  sections,
  schema,
  record,
  submit,
  onSaved,
  readOnly = false,
}: SectionedFormProps<Payload>) {
  const [form] = Form.useForm();
  const id = useId();
  const fields = sections.flatMap((section) => section.fields);
  const recordKey = JSON.stringify(record);
  // Dirty = edited since these settings were loaded (state changes only in event handlers).
  const [editedFor, setEditedFor] = useState<string>();
  const dirty = editedFor === recordKey;
  const [submitting, setSubmitting] = useState(false);
  const once = useSingleFlight();
  const loading = useRef(false);
  useUnsavedGuard(dirty);

  const load = () => {
    loading.current = true;
    form.resetFields();
    form.setFieldsValue(toFormValues(fields, JSON.parse(recordKey) as Record<string, unknown>));
    loading.current = false;
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only when the saved settings change
  useEffect(load, [recordKey, form]);

  const save = () =>
    once(async () => {
      const payload = toPayload(fields, form.getFieldsValue());
      const meta = Object.fromEntries(
        fields.map((field) => [field.field, { label: field.label, chosen: isChosen(field) }]),
      );
      const { data, errors } = validateWithSchema(schema, payload, meta);
      if (!data) {
        form.setFields(
          Object.fromEntries(
            Object.entries(errors).map(([field, message]) => [field, { error: { message } }]),
          ),
        );
        Message.warning('请检查标红的项目');
        return;
      }
      setSubmitting(true);
      try {
        await submit(data as Payload);
        Message.success('保存成功');
        setEditedFor(undefined);
        onSaved?.(data as Payload);
      } catch (error) {
        if (isApiError(error) && error.fields)
          form.setFields(
            Object.fromEntries(
              Object.entries(error.fields).map(([field, message]) => [field, { error: { message } }]),
            ),
          );
      } finally {
        setSubmitting(false);
      }
    });

  return (
    <Form
      form={form}
      id={id}
      layout="vertical"
      aria-label={title}
      onValuesChange={(changed) => {
        if (loading.current) return;
        setEditedFor(recordKey);
        form.setFields(
          Object.fromEntries(Object.keys(changed).map((field) => [field, { error: undefined }])),
        );
      }}
    >
      <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 960 }}>
        {sections.map((section) => (
          <Card key={section.title} title={section.title} bordered={false}>
            {/* the native fieldset also stops controls without a disabled prop (textareas) */}
            <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Grid.Row gutter={16}>
                {section.fields.map((field) => (
                  <Grid.Col key={field.field} span={field.half ? 12 : 24}>
                    <Form.Item
                      field={field.field}
                      label={field.label}
                      extra={field.extra}
                      triggerPropName={field.type === 'switch' ? 'checked' : undefined}
                    >
                      {fieldControl(readOnly ? { ...field, disabled: true } : field)}
                    </Form.Item>
                  </Grid.Col>
                ))}
              </Grid.Row>
            </fieldset>
          </Card>
        ))}
        {!readOnly && (
          <Footer>
            <Button type="primary" loading={submitting} onClick={() => void save()}>
              保存
            </Button>
            <Button
              disabled={!dirty}
              onClick={() => {
                load();
                setEditedFor(undefined);
              }}
            >
              撤销修改
            </Button>
          </Footer>
        )}
      </Space>
    </Form>
  );
}

function Footer({ children }: { children: ReactNode }) {
  return (
    <Card bordered={false} bodyStyle={{ padding: '12px 20px' }}>
      <Space>{children}</Space>
    </Card>
  );
}
