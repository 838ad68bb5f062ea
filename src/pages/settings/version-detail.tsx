import '@arco-design/web-react/es/Drawer/style/css.js';
import { Drawer } from '@arco-design/web-react';
import type { AndroidRelease } from '@/generated/model';
import { DetailView } from '@/kit';
import { downloadLink, versionDetailItems } from './version-fields';

/** One release with its full release notes. */
export function VersionDetail({ release, onClose }: { release?: AndroidRelease; onClose: () => void }) {
  return (
    <Drawer width={520} title="版本详情" visible={!!release} onCancel={onClose} footer={null}>
      {release && (
        <>
          <DetailView items={versionDetailItems} data={release} column={1} />
          <h4>下载地址</h4>
          <div style={{ wordBreak: 'break-all' }}>{downloadLink(release.download_url)}</div>
          <h4>更新说明</h4>
          <div style={{ whiteSpace: 'pre-wrap', lineHeight: 1.8 }}>{release.content}</div>
        </>
      )}
    </Drawer>
  );
}
