import { observer } from 'mobx-react-lite';
import { ChatView } from './ChatView';
import { useChatScreen } from './useChatScreen';

/** /m/chat and /p/chat (module GroupChat): the side menu's "groups", the site-wide room. */
export const Chat = observer(function Chat() {
  return <ChatView {...useChatScreen()} />;
});
