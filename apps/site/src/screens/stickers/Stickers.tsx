import { observer } from 'mobx-react-lite';
import { StickersView } from './StickersView';
import { useStickersScreen } from './useStickersScreen';

/** /m/stickers and /p/me/stickers: the sticker album (useStickersScreen) shown by StickersView. */
export const Stickers = observer(function Stickers() {
  return <StickersView {...useStickersScreen()} />;
});
