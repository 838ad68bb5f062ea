import { Button, Input } from '@arco-design/web-react';
import { IconLock, IconSafe, IconUser } from '@arco-design/web-react/icon';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetVerifyCode, useLoginSchool } from '@/generated/api/account/account';
import { useGetSiteInfo } from '@/generated/api/basics/basics';
import { afterLoginPath } from '@/app/login-redirect';
import { DEFAULT_TITLE } from '@/app/page-title';
import { beginSession } from '@/app/session-actions';
import { setSession } from '@/session/session';
import { useSingleFlight } from '@/ui/use-single-flight';
import { prefetchShell } from '../shell/load-shell';
import styles from './login-page.module.css';

interface LoginForm {
  username: string;
  password: string;
  code: string;
}

type Errors = Partial<Record<keyof LoginForm, string>>;

/**
 * The three fields are checked here rather than with Arco's Form: the login is
 * the start-up chunk, and Form with its lodash and validator costs ~33 KiB gz.
 */
function validate(values: LoginForm): Errors {
  const errors: Errors = {};
  if (!values.username.trim()) errors.username = '请输入账号';
  if (!values.password) errors.password = '请输入密码';
  else if (values.password.length < 6) errors.password = '密码至少 6 位';
  if (!values.code.trim()) errors.code = '请输入验证码';
  else if (values.code.trim().length < 4) errors.code = '验证码为 4 到 6 位';
  return errors;
}

/** A labelled field with its message below, laid out like the kit's forms. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <span className={styles.required} aria-hidden="true">
          *
        </span>
        {label}
      </label>
      {children}
      <div id={`${id}-message`} className={styles.message} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

interface VerifyCodeInputProps {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  image?: string;
  failed: boolean;
  onRefresh: () => void;
}

/** The code input with its image beside it; clicking the image fetches a new code. */
function VerifyCodeInput({ value, onChange, invalid, image, failed, onRefresh }: VerifyCodeInputProps) {
  return (
    <div className={styles.codeRow}>
      <Input
        id="login-code"
        size="large"
        value={value}
        onChange={onChange}
        prefix={<IconSafe />}
        placeholder="请输入验证码"
        maxLength={6}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        aria-describedby="login-code-message"
      />
      <button type="button" className={styles.codeImage} onClick={onRefresh} title="看不清？点击刷新">
        {image ? <img src={image} alt="验证码，点击刷新" /> : <span>{failed ? '点击重试' : '加载中…'}</span>}
      </button>
    </div>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginForm>({ username: '', password: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  // After the first submit, messages follow the input as the user types.
  const [checked, setChecked] = useState(false);
  const site = useGetSiteInfo({ request: { loading: false } });
  const verifyCode = useGetVerifyCode({ query: { staleTime: 0, gcTime: 0 }, request: { loading: false } });
  const login = useLoginSchool({ request: { loading: false } });
  const once = useSingleFlight();
  const webTitle = site.data?.result.webTitle || DEFAULT_TITLE;

  useEffect(() => {
    if (!site.data) return;
    setSession('webTitle', site.data.result.webTitle);
    document.title = `登录 - ${webTitle}`;
  }, [site.data, webTitle]);

  const change = (field: keyof LoginForm) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(validate(next));
  };

  const refreshCode = () => {
    setValues((current) => ({ ...current, code: '' }));
    void verifyCode.refetch();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const key = verifyCode.data?.result.key;
    if (!key) {
      setErrors({ code: '验证码未加载，请点击图片刷新' });
      return;
    }
    await once(async () => {
      try {
        const account = values.username.trim();
        const { result } = await login.mutateAsync({
          data: { username: account, password: values.password, code: values.code.trim(), key },
        });
        beginSession(result, account);
        void navigate(afterLoginPath(window.location.search), { replace: true });
      } catch {
        refreshCode(); // the API layer already showed why
      }
    });
  };

  return (
    <main className={styles.page}>
      {/* The shell chunk downloads while the user types, so signing in does not wait for it. */}
      <section className={styles.card} aria-labelledby="login-title" onFocus={prefetchShell}>
        <h1 id="login-title" className={styles.title}>
          {webTitle}
        </h1>
        <p className={styles.subtitle}>教务管理后台</p>
        <form className={styles.form} onSubmit={(event) => void submit(event)} autoComplete="off" noValidate>
          <Field id="login-username" label="账号" error={errors.username}>
            <Input
              id="login-username"
              size="large"
              prefix={<IconUser />}
              placeholder="请输入账号"
              maxLength={32}
              autoComplete="username"
              value={values.username}
              onChange={change('username')}
              status={errors.username ? 'error' : undefined}
              aria-invalid={!!errors.username}
              aria-describedby="login-username-message"
            />
          </Field>
          <Field id="login-password" label="密码" error={errors.password}>
            <Input.Password
              id="login-password"
              size="large"
              prefix={<IconLock />}
              placeholder="请输入密码"
              maxLength={32}
              autoComplete="current-password"
              value={values.password}
              onChange={change('password')}
              status={errors.password ? 'error' : undefined}
              aria-invalid={!!errors.password}
              aria-describedby="login-password-message"
            />
          </Field>
          <Field id="login-code" label="验证码" error={errors.code}>
            <VerifyCodeInput
              value={values.code}
              onChange={change('code')}
              invalid={!!errors.code}
              image={verifyCode.data?.result.img}
              failed={verifyCode.isError}
              onRefresh={refreshCode}
            />
          </Field>
          <Button type="primary" size="large" htmlType="submit" long loading={login.isPending}>
            {login.isPending ? '登录中…' : '登录'}
          </Button>
        </form>
      </section>
    </main>
  );
}
