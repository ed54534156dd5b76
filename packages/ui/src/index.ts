export * from './theme';
export * from './provider';
export * from './button';
export * from './overlay';
export * from './popup';
export * from './dialog';
export * from './icon';
export * from './loading';
export * from './toast';
export * from './notify';
export * from './prize-toast';
export * from './fireworks';
export * from './price';
export * from './tag';
export * from './avatar';
export * from './nav-bar';
export * from './tabs';
export * from './coupon';
export * from './slider-captcha';
export * from './uploader';
export * from './image-preview';
export * from './switch';
export * from './list';
export * from './stepper';
export * from './lazy-image';
export * from './empty';
export * from './validators';
export * from './field';
export * from './pull-refresh';
export * from './count-down';
export * from './pagination';
export * from './form';
export * from './ellipsis';
export * from './progress';
export * from './password-input';
export * from './count-up';
export * from './picker';
export * from './rate';
export * from './date-picker';
export * from './submit-bar';
export * from './checkbox';
export * from './radio';
export {
  LOCALES,
  kitMessages,
  type Locale,
  type KitMessages,
  type WidgetMessages,
} from './locale/messages';
export { useControllableValue, type ControllableValueProps } from './hooks/useControllableValue';
