import { Button, Form, Grid, Input, Select } from '@arco-design/web-react';
import { IconRefresh, IconSearch } from '@arco-design/web-react/icon';
import { useEffect, useId } from 'react';
import { LazyCascader, LazyDatePicker, LazyRangePicker } from '../fields/lazy-pickers';
import { DictSelect, FilterSelect } from '../fields/lookup-select';
import type { SearchValues } from './use-list-state';
import type { SearchField } from './types';
import styles from './list-page.module.css';
import '../styles';

function control(field: SearchField) {
  switch (field.type) {
    case 'input':
      return <Input allowClear placeholder={field.placeholder ?? `请输入${field.label}`} />;
    case 'select':
      return <Select allowClear placeholder="请选择" options={field.options} />;
    case 'dict':
      return <DictSelect dict={field.dict} />;
    case 'filter':
      return <FilterSelect kind={field.kind} />;
    case 'date':
      return <LazyDatePicker style={{ width: '100%' }} />;
    case 'dateRange':
      return <LazyRangePicker style={{ width: '100%' }} />;
    case 'cascader':
      return <LazyCascader allowClear changeOnSelect placeholder="请选择" options={field.options} />;
  }
}

const formName = (field: SearchField) => (field.type === 'dateRange' ? field.fields.join('~') : field.field);

/** URL values → form values (a date range is one control over two keys; a cascader holds its path). */
function toForm(fields: readonly SearchField[], values: SearchValues): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'dateRange') {
      const [start, end] = field.fields.map((key) => values[key]);
      form[formName(field)] = start && end ? [start, end] : undefined;
    } else if (field.type === 'cascader') {
      const value = values[field.field];
      form[field.field] = value === undefined ? undefined : String(value).split(',');
    } else {
      form[field.field] = values[field.field];
    }
  }
  return form;
}

function fromForm(fields: readonly SearchField[], form: Record<string, unknown>): SearchValues {
  const values: SearchValues = {};
  for (const field of fields) {
    const value = form[formName(field)];
    if (field.type === 'dateRange') {
      const [start, end] = Array.isArray(value) ? (value as string[]) : [];
      values[field.fields[0]] = start;
      values[field.fields[1]] = end;
    } else if (field.type === 'cascader') {
      values[field.field] = Array.isArray(value) && value.length ? value.join(',') : undefined;
    } else if (typeof value === 'string' || typeof value === 'number') {
      values[field.field] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return values;
}

interface SearchFormProps {
  fields: readonly SearchField[];
  values: SearchValues;
  onSearch: (values: SearchValues) => void;
  onReset: () => void;
  /** The prefix of the list's URL keys (a second list on a screen), said on the form for the sweep. */
  urlPrefix?: string;
}

/** The search area: fields declared as data, 查询 / 重置. Enter in a field searches. */
export function SearchForm({ fields, values, onSearch, onReset, urlPrefix }: SearchFormProps) {
  const [form] = Form.useForm();
  // Unique control ids: kept-alive tabs may hold forms with the same field names.
  const id = useId();
  useEffect(() => {
    form.setFieldsValue(toForm(fields, values));
  }, [form, fields, values]);

  return (
    <Form
      form={form}
      id={id}
      className={styles.search}
      layout="horizontal"
      labelCol={{ flex: '0 0 auto' }}
      wrapperCol={{ flex: 1 }}
      onSubmit={(formValues) => onSearch(fromForm(fields, formValues))}
      aria-label="搜索条件"
      data-url-prefix={urlPrefix}
    >
      <Grid.Row gutter={16}>
        {fields.map((field) => (
          <Grid.Col key={formName(field)} xs={24} md={12} lg={8} xl={6}>
            <Form.Item field={formName(field)} label={field.label}>
              {control(field)}
            </Form.Item>
          </Grid.Col>
        ))}
        <Grid.Col xs={24} md={12} lg={8} xl={6} className={styles.searchButtons}>
          <Button type="primary" htmlType="submit" icon={<IconSearch />}>
            查询
          </Button>
          <Button
            icon={<IconRefresh />}
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            重置
          </Button>
        </Grid.Col>
      </Grid.Row>
    </Form>
  );
}
