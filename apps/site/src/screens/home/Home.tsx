import { observer } from 'mobx-react-lite';
import { useInternalLinks } from '../../shared/frame/useInternalLinks';
import { HomeView } from './HomeView';
import { useHomeScreen } from './useHomeScreen';

/** /m/home and /p/home: the home's state (useHomeScreen) shown by HomeView. */
export const Home = observer(function Home() {
  return <HomeView {...useHomeScreen()} linkContainer={useInternalLinks()} />;
});
