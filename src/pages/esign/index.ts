/** What the shell takes of 手写签名: the button that shows a signing QR code (its own chunk, loaded on use). */
export { EsignQrButton } from './esign-qr';
