/**
 * Shared by FormModal and FormPage: fields declared as data, validated with the
 * generated zod body schema (Chinese messages), server field errors shown at
 * the field, one submission at a time, and a guard against losing input.
 */
import { Form, Message, Modal } from '@arco-design/web-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { isApiError } from '@/api/errors';
import { useSingleFlight } from '@/ui/use-single-flight';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';
import { fieldMeta, rangeErrors, SchemaFields, toFormValues, toPayload, type FormField } from './form-fields';
import { requiredFields, requiredNow, validateWithSchema } from './zod-errors';
import '../styles';

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((item) => b.has(item));

/**
 * The asterisks of a form whose values live in an Arco form: `update(payload)` after every change
 * (a render only when an asterisk comes or goes).
 */
function useRequiredMarks(schema: ZodType, fields: readonly string[]) {
  const always = useMemo(() => requiredFields(schema), [schema]);
  const [marks, setMarks] = useState<{ of: ZodType; now: ReadonlySet<string> }>({ of: schema, now: always });
  const update = useCallback(
    (payload: Record<string, unknown>) => {
      const next = requiredNow(schema, payload, fields, always);
      setMarks((current) =>
        current.of === schema && sameSet(current.now, next) ? current : { of: schema, now: next },
      );
    },
    [schema, fields, always],
  );
  return { required: marks.of === schema ? marks.now : always, update };
}

export interface SchemaFormOptions<Payload> {
  /** Used in the success message: 「{title}成功」. */
  title: string;
  fields: readonly FormField[];
  /** The generated zod schema of the request body, e.g. CreateFsStationBody. */
  schema: ZodType<Payload>;
  /** The record being edited (its id is sent along); undefined for a new one. */
  record?: Record<string, unknown>;
  /** Sends the validated payload (a generated mutation). */
  submit: (payload: Payload) => Promise<unknown>;
  onSaved?: () => void;
  /** The form is on screen (a closed modal guards nothing). */
  active?: boolean;
}

export function useSchemaForm<Payload>({
  title,
  fields,
  schema,
  record,
  submit,
  onSaved,
  active = true,
}: SchemaFormOptions<Payload>) {
  const [form] = Form.useForm();
  // the red asterisk: the fields the body schema (with the form's own rules) refuses to leave empty now
  const names = useMemo(() => fields.map((field) => field.field), [fields]);
  const marks = useRequiredMarks(schema as ZodType, names);
  const payloadOf = (values: Record<string, unknown>) => {
    const id = record?.id;
    return { ...(id !== undefined ? { id } : {}), ...toPayload(fields, values) };
  };
  const id = useId(); // unique control ids across kept-alive tabs
  // The record by content, so a caller passing a fresh object each render does not reset the form.
  const recordKey = record ? JSON.stringify(record) : 'new';
  // Dirty = edited since this record (or a new one) was loaded into the form.
  const loaded = active ? recordKey : undefined;
  const [editedFor, setEditedFor] = useState<unknown>();
  const dirty = editedFor !== undefined && editedFor === loaded;
  const [submitting, setSubmitting] = useState(false);
  const once = useSingleFlight();
  useUnsavedGuard(active && dirty);

  // Arco reports programmatic setFieldsValue as a value change; loading a record is not an edit.
  const loading = useRef(false);
  // Effects run again when <Activity> shows the tab again: load each record once, keep what was typed.
  const loadedKey = useRef<string>(undefined);
  useEffect(() => {
    if (!active) {
      loadedKey.current = undefined; // a modal reopened later starts afresh
      return;
    }
    if (loadedKey.current === recordKey) return;
    loadedKey.current = recordKey;
    loading.current = true;
    form.resetFields();
    if (recordKey !== 'new')
      form.setFieldsValue(toFormValues(fields, JSON.parse(recordKey) as Record<string, unknown>));
    loading.current = false;
  }, [active, recordKey, fields, form]);

  const showErrors = (errors: Record<string, string>) =>
    form.setFields(
      Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, { error: { message } }])),
    );

  // the asterisks for the values loaded (a record, a new form's defaults) and for a new schema
  const { update: updateMarks } = marks;
  useEffect(() => {
    updateMarks(payloadOf(form.getFieldsValue()));
    // payloadOf reads the record and fields this effect runs for
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [updateMarks, recordKey, active]);

  const save = () =>
    once(async () => {
      const payload = payloadOf(form.getFieldsValue());
      const { data, errors } = validateWithSchema(schema, payload, fieldMeta(fields));
      // a number outside its field's range too, when the schema does not say so itself
      const problems = { ...rangeErrors(fields, payload), ...errors };
      if (!data || Object.keys(problems).length) return showErrors(problems);
      setSubmitting(true);
      try {
        await submit(data as Payload);
        Message.success(`${title}成功`);
        setEditedFor(undefined);
        onSaved?.();
      } catch (error) {
        if (isApiError(error) && error.fields) showErrors(error.fields);
      } finally {
        setSubmitting(false);
      }
    });

  /** Leaves the form, asking first when it holds unsaved input. */
  const leave = (go: () => void) => {
    if (!dirty) return go();
    Modal.confirm({
      title: '放弃修改',
      content: '表单有未保存的内容，离开后将丢失，确定离开吗？',
      okText: '仍然离开',
      onOk: go,
    });
  };

  const body = (
    <Form
      form={form}
      id={id}
      layout="vertical"
      onValuesChange={(changed, values: Record<string, unknown>) => {
        marks.update(payloadOf(values));
        if (loading.current) return;
        setEditedFor(loaded);
        // a field the user corrects loses its old message; 保存 validates everything again
        form.setFields(
          Object.fromEntries(Object.keys(changed).map((field) => [field, { error: undefined }])),
        );
      }}
      aria-label={title}
    >
      <SchemaFields fields={fields} required={marks.required} />
    </Form>
  );

  return { body, save, leave, submitting, dirty };
}
