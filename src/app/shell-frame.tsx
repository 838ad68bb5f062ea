import { Spin } from '@arco-design/web-react';
import logo from './logo.svg';
import { siteTitle } from './page-title';
import styles from './shell-frame.module.css';

/** The site's name as the shell's header shows it (its frame shows the same, in the same place). */
export function Brand() {
  return (
    <div className={styles.brand}>
      <img src={logo} alt="" width={24} height={24} />
      <span>{siteTitle()}</span>
    </div>
  );
}

/**
 * The shell's frame — its header with the site's name, the side column and the content area — while
 * a screen opened by address starts (the version check, the shell's chunk, the screen's). Staff see
 * the application from the first paint instead of a lone spinner, and the shell then draws its
 * header where the frame's was.
 */
export function ShellFrame() {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <Brand />
      </header>
      <div className={styles.body}>
        <div className={styles.sider} />
        <Spin className={styles.loading} tip="加载中…" />
      </div>
    </div>
  );
}
