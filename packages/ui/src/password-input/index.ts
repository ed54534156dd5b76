export {
  PASSWORD_INPUT_CURSOR_BLINK_MS,
  PASSWORD_INPUT_HEIGHT,
  PASSWORD_INPUT_LENGTH,
  PasswordInput,
  type PasswordInputProps,
} from './PasswordInput';
export { toDigits, usePasswordInput, type UsePasswordInputOptions } from './usePasswordInput';
