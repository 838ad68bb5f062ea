// Files straight to object storage: the upload button (progress, 取消上传, 重试, a form control too) and
// the state under it for a dialog that uploads when saved; several attachments sent through the API. An entry of its own: Arco's Progress and the
// storage signing stay out of the list pages that import the kit.
export { AttachmentsField, type Attachment, type AttachmentsFieldProps } from './attachments-field';
export { UploadButton, UploadProgress, type UploadButtonProps, type UploadedFile } from './upload-button';
export {
  refuseFile,
  useObjectUpload,
  type FileRules,
  type ObjectUpload,
  type ObjectUploadOptions,
} from './use-object-upload';
export { formatBytes, type UploadedObject } from '@/storage/object-upload';
