// antd's `Input` brings TextArea, Search, OTP and Group along as its statics (about 10 KB gzip); the sign-in and
// account forms need only the plain field and the password field, so they take these two modules directly.
export { default as Input } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
