import { Button, Form, Input } from '@arco-design/web-react';
import { IconLock, IconSafe, IconUser } from '@arco-design/web-react/icon';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetVerifyCode, useLoginSchool } from '@/generated/api/account/account';
import { useGetSiteInfo } from '@/generated/api/basics/basics';
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

interface VerifyCodeInputProps {
  value?: string;
  onChange?: (value: string) => void;
  image?: string;
  failed: boolean;
  onRefresh: () => void;
}

/** The code input with its image beside it; clicking the image fetches a new code. */
function VerifyCodeInput({ value, onChange, image, failed, onRefresh }: VerifyCodeInputProps) {
  return (
    <div className={styles.codeRow}>
      <Input
        id="login-code"
        value={value}
        onChange={onChange}
        prefix={<IconSafe />}
        placeholder="请输入验证码"
        maxLength={6}
        aria-label="验证码"
      />
      <button type="button" className={styles.codeImage} onClick={onRefresh} title="看不清？点击刷新">
        {image ? <img src={image} alt="验证码，点击刷新" /> : <span>{failed ? '点击重试' : '加载中…'}</span>}
      </button>
    </div>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginForm>();
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

  const refreshCode = () => {
    form.setFieldValue('code', '');
    void verifyCode.refetch();
  };

  const submit = async (values: LoginForm) => {
    const key = verifyCode.data?.result.key;
    if (!key) {
      form.setFields({ code: { error: { message: '验证码未加载，请点击图片刷新' } } });
      return;
    }
    await once(async () => {
      try {
        const { result } = await login.mutateAsync({ data: { ...values, key } });
        beginSession(result);
        void navigate('/home', { replace: true });
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
        <Form form={form} layout="vertical" size="large" onSubmit={submit} autoComplete="off">
          <Form.Item field="username" label="账号" rules={[{ required: true, message: '请输入账号' }]}>
            <Input prefix={<IconUser />} placeholder="请输入账号" maxLength={32} autoComplete="username" />
          </Form.Item>
          <Form.Item
            field="password"
            label="密码"
            rules={[
              { required: true, message: '请输入密码' },
              { minLength: 6, message: '密码至少 6 位' },
            ]}
          >
            <Input.Password
              prefix={<IconLock />}
              placeholder="请输入密码"
              maxLength={32}
              autoComplete="current-password"
            />
          </Form.Item>
          <Form.Item
            field="code"
            label="验证码"
            rules={[
              { required: true, message: '请输入验证码' },
              { minLength: 4, message: '验证码为 4 到 6 位' },
            ]}
          >
            <VerifyCodeInput
              image={verifyCode.data?.result.img}
              failed={verifyCode.isError}
              onRefresh={refreshCode}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" long loading={login.isPending}>
            {login.isPending ? '登录中…' : '登录'}
          </Button>
        </Form>
      </section>
    </main>
  );
}
