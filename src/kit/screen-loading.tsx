/** The one way a screen says its record is still loading: a centred spinner with what it loads. */
import { Spin } from '@arco-design/web-react';
import styles from './screen-loading.module.css';

export function ScreenLoading({ tip = '加载中…' }: { tip?: string }) {
  return <Spin className={styles.loading} tip={tip} />;
}
