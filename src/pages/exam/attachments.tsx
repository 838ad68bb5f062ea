/** The attachments of an application as links that open in a new tab. */
import { Link, Space } from '@arco-design/web-react';

export function Attachments({ files }: { files: readonly { name: string; url: string }[] }) {
  if (!files.length) return <span style={{ color: 'var(--color-text-3)' }}>未上传</span>;
  return (
    <Space size={4} wrap>
      {files.map((file) => (
        <Link key={file.url} href={file.url} target="_blank" rel="noopener noreferrer">
          {file.name}
        </Link>
      ))}
    </Space>
  );
}
