export {
  Stepper,
  STEPPER_BUTTON_SIZE,
  STEPPER_INPUT_WIDTH,
  type StepperProps,
  type StepperTheme,
} from './Stepper';
export {
  LONG_PRESS_INTERVAL,
  LONG_PRESS_START_TIME,
  STEPPER_DEFAULT_MAX,
  STEPPER_DEFAULT_MIN,
  STEPPER_DEFAULT_STEP,
  STEPPER_DEFAULT_VALUE,
  addNumber,
  formatStepperValue,
  useStepper,
  type StepperAction,
  type StepperValue,
  type UseStepperOptions,
} from './useStepper';
