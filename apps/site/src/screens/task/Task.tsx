import { observer } from 'mobx-react-lite';
import { TaskView } from './TaskView';
import { useTaskScreen } from './useTaskScreen';

/** /m/task and /p/task: the task centre (useTaskScreen) shown by TaskView. */
export const Task = observer(function Task() {
  return <TaskView {...useTaskScreen()} />;
});
