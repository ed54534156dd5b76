export { SliderCaptcha, type SliderCaptchaProps } from './SliderCaptcha';
export {
  SLIDER_HANDLE_SIZE,
  SLIDER_KEY_STEP,
  SLIDER_SAMPLE_MS,
  useSliderCaptcha,
  type SliderCaptchaStatus,
  type SliderTracePoint,
  type SliderVerifyResult,
  type UseSliderCaptchaOptions,
} from './useSliderCaptcha';
