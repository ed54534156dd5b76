export { SWITCH_DURATION_MS, SWITCH_SIZE, Switch, type SwitchProps } from './Switch';
export { useSwitch, type UseSwitchOptions } from './useSwitch';
