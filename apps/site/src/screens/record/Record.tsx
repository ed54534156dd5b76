import { observer } from 'mobx-react-lite';
import { RecordView } from './RecordView';
import { useRecordScreen } from './useRecordScreen';

/** /m/record and /p/me/record: the player's ledgers (useRecordScreen) shown by RecordView. */
export const Record = observer(function Record() {
  return <RecordView {...useRecordScreen()} />;
});
