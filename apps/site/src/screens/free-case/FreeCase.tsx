import { observer } from 'mobx-react-lite';
import { FreeCaseCard } from './FreeCaseCard';
import { useFreeCase } from './useFreeCase';

/** The free daily case's state (useFreeCase) shown by FreeCaseCard, on the rewards screens. */
export const FreeCase = observer(function FreeCase() {
  return <FreeCaseCard {...useFreeCase()} />;
});
