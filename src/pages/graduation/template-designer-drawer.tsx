/**
 * 模板设计 on a certificate print page (loaded only when opened): the designer over the whole
 * window, starting from the version being printed, the stock scan chosen by upload or address, and
 * 保存为新版本 — checked first (no field off the paper or in the printer's margin), then saved on
 * the server, which numbers the version and records who saved it and when.
 */
import '@arco-design/web-react/es/Drawer/style/css.js';
import { Alert, Button, Drawer, Input, Message, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { saveCertificateTemplateVersion } from '@/generated/api/graduation/graduation';
import type { CertificateTemplateVersion } from '@/generated/model';
import type { PrintTemplate } from '@/kit/print';
import { TemplateDesigner, type DesignSample } from '@/kit/print/designer';
import { UploadButton } from '@/kit/upload';
import { confirm } from '@/ui/confirm';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';
import { MAX_REMARK, saveProblems, templateToBody } from './template-versions';

export interface TemplateDesignerDrawerProps {
  /** The template being printed (the chosen version, or the built-in one). */
  template: PrintTemplate;
  /** Its stock scan. */
  background: string | null;
  /** What is being printed, to preview with. */
  samples: readonly DesignSample[];
  onSaved: (version: CertificateTemplateVersion) => void;
  onClose: () => void;
}

const MAX_SCAN_BYTES = 10 * 1024 * 1024;

export default function TemplateDesignerDrawer({
  template,
  background,
  samples,
  onSaved,
  onClose,
}: TemplateDesignerDrawerProps) {
  const [draft, setDraft] = useState(template);
  const [scan, setScan] = useState(background ?? '');
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const dirty = draft !== template || scan !== (background ?? '') || remark !== '';
  // closing the window (or reloading it) with a design not saved asks first
  useUnsavedGuard(dirty);
  const from = template.version ? `第 ${template.version} 版` : '系统内置模板';

  const close = () => {
    if (!dirty) return onClose();
    void confirm({
      title: '放弃未保存的修改？',
      content: '模板的修改还没有保存为新版本，关闭后修改将丢失。',
      okText: '放弃修改',
      onOk: onClose,
    });
  };

  const save = async () => {
    const options = { remark, background: scan };
    const problems = saveProblems(draft, options);
    setRefused(problems);
    if (problems.length) {
      Message.error(`不能保存：${problems[0]}${problems.length > 1 ? ` 等 ${problems.length} 处问题` : ''}`);
      return;
    }
    setSaving(true);
    try {
      const { result } = await saveCertificateTemplateVersion(templateToBody(draft, options));
      Message.success(`已保存为第 ${result.version} 版，打印将使用这一版`);
      onSaved(result);
    } catch {
      // the request layer has said why (§8); the drawer stays open with the edits
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      visible
      width="100%"
      title={`模板设计 · ${template.name}（基于${from}）`}
      onCancel={close}
      escToExit={false}
      unmountOnExit
      footer={
        <Space>
          <Input
            aria-label="修改说明"
            placeholder="修改说明（选填），如：姓名右移 2 毫米"
            maxLength={MAX_REMARK}
            value={remark}
            onChange={setRemark}
            style={{ width: 360 }}
          />
          <Button onClick={close}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            保存为新版本
          </Button>
        </Space>
      }
    >
      <TemplateDesigner
        value={draft}
        onChange={(next) => {
          setDraft(next);
          setRefused([]);
        }}
        background={scan || null}
        samples={samples}
        tools={
          <>
            <div>
              <Input
                aria-label="证书纸扫描图地址"
                placeholder="证书纸扫描图地址（https://…）"
                value={scan}
                onChange={setScan}
                allowClear
              />
            </div>
            <UploadButton
              folder="certificate-template"
              accept="image/*"
              maxBytes={MAX_SCAN_BYTES}
              label="上传证书纸扫描图"
              inputLabel="选择证书纸扫描图"
              hint="空白证书纸的扫描图，只作底图，不打印"
              onUploaded={(object) => setScan(object.url)}
            />
            {refused.length > 0 && <Alert type="error" title="未保存" content={refused.join('；')} />}
          </>
        }
      />
    </Drawer>
  );
}
