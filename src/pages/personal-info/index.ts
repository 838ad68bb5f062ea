/** What the shell takes of 个人信息: the password form of its 修改密码 dialog. */
export { PasswordForm } from './password-form';
