// must come first: makes DOMPurify work under happy-dom (see the module)
import './support/happy-dom-purify';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/kit/upload';
import { attachmentError } from '@/pages/message/attachment-rules';
import { isSafeUrl, SafeHtml, sanitizeHtml } from '@/ui/safe-html';

// built, not written: the lint forbids script URLs in source
const SCRIPT_URL = ['javascript', 'alert(1)'].join(':');

describe('sanitizeHtml (every HTML shown by the message screens)', () => {
  it('removes <script>, <style>, <iframe> and forms entirely', () => {
    const html = sanitizeHtml(
      '<p>通知</p><script>alert(1)</script><style>body{display:none}</style>' +
        '<iframe title="x"></iframe><form action="https://evil.example.com"><input name="pwd"></form>',
    );
    expect(html).toBe('<p>通知</p>');
  });

  it('strips on* event handlers and inline styles but keeps the element', () => {
    const html = sanitizeHtml(
      '<p onclick="alert(1)" style="position:fixed">正文</p><img src="https://files.example.edu.cn/a.png" onerror="alert(1)" onload="x()">',
    );
    expect(html).not.toMatch(/onclick|onerror|onload|style=|alert/);
    expect(html).toContain('<p>正文</p>');
    expect(html).toContain('<img src="https://files.example.edu.cn/a.png">');
  });

  it('drops javascript:, data: and vbscript: links and image sources', () => {
    const html = sanitizeHtml(
      '<a href="javascript:alert(1)">点我</a><a href=" JaVaScRiPt:alert(2)">再点</a>' +
        '<a href="data:text/html,<script>alert(3)</script>">数据</a><a href="vbscript:msgbox(4)">旧</a>' +
        '<img src="javascript:alert(5)"><img src="data:image/svg+xml,<svg onload=alert(6)>">',
    );
    expect(html).not.toMatch(/javascript|vbscript|data:|alert|href|src=/i);
    expect(html).toContain('点我');
  });

  it('keeps formatting and safe links, opening them in a new tab without an opener', () => {
    const html = sanitizeHtml(
      '<h2>一、考试时间</h2><ul><li><strong>4月18日</strong></li></ul><a href="https://jw.example.edu.cn/exam" target="_self">查询</a>',
    );
    expect(html).toContain('<h2>一、考试时间</h2><ul><li><strong>4月18日</strong></li></ul>');
    expect(html).toContain('href="https://jw.example.edu.cn/exam"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('survives mutation XSS tricks and empty input', () => {
    expect(sanitizeHtml('<svg><p><style><img src=x onerror=alert(1)></style></p></svg>')).not.toMatch(
      /onerror|alert/,
    );
    expect(sanitizeHtml('<math><mi><mglyph><style><img src=x onerror=alert(1)>')).not.toMatch(/onerror/);
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('isSafeUrl allows only http(s) and mailto', () => {
    expect(isSafeUrl('https://files.example.edu.cn/a.pdf')).toBe(true);
    expect(isSafeUrl('mailto:jwc@example.edu.cn')).toBe(true);
    expect(isSafeUrl(SCRIPT_URL)).toBe(false);
    expect(isSafeUrl('//evil.example.com')).toBe(false);
    expect(isSafeUrl(undefined)).toBe(false);
  });

  it('SafeHtml renders sanitised HTML, and plain text as text', () => {
    const { container, rerender } = render(
      <SafeHtml html={'<p>院长您好</p><img src=x onerror="window.hacked=1">'} />,
    );
    expect(container.querySelector('p')?.textContent).toBe('院长您好');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    rerender(<SafeHtml html={'第一行\n1 < 2 & <b 不是标签'} />);
    expect(container.textContent).toBe('第一行\n1 < 2 & <b 不是标签');
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('attachment rules', () => {
  const file = (name: string, size = 1024) => ({ name, size });
  it('accepts office documents, pdf and images up to 20 MB, at most 5', () => {
    expect(attachmentError(file('考试安排.PDF'), 0)).toBeUndefined();
    expect(attachmentError(file('成绩.xlsx', 20 * 1024 * 1024), 4)).toBeUndefined();
    expect(attachmentError(file('a.docx'), 5)).toBe('最多上传 5 个附件');
    expect(attachmentError(file('setup.exe'), 0)).toBe(
      '「setup.exe」格式不支持，仅支持 pdf、doc、docx、xls、xlsx、jpg、png',
    );
    expect(attachmentError(file('录像.png', 20 * 1024 * 1024 + 1), 0)).toBe(
      '「录像.png」超过 20 MB，请压缩后再上传',
    );
    expect(formatBytes(48213)).toBe('47.1 KB');
  });
});
