import { observer } from 'mobx-react-lite';
import { CrashView } from './CrashView';
import { useCrashScreen } from './useCrashScreen';

/** /m/crash and /p/crash: the crash game's state (useCrashScreen) shown by CrashView. */
export const Crash = observer(function Crash() {
  return <CrashView {...useCrashScreen()} />;
});
