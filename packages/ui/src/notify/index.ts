export { Notify } from './Notify';
export {
  NOTIFY_DEFAULT_DURATION,
  NOTIFY_SLIDE_DURATION,
  NOTIFY_Z_INDEX,
  NotifyView,
  type NotifyProps,
  type NotifyType,
} from './NotifyView';
export type { NotifyOptions } from './notifyApi';
