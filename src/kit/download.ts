/** Saving a downloaded file (exports, templates) under its Chinese name. */
export function saveFile(file: Blob, fallbackName: string): string {
  const name = file instanceof File && file.name && file.name !== 'download' ? file.name : fallbackName;
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
