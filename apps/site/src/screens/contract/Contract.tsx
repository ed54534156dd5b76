import { observer } from 'mobx-react-lite';
import { ContractView } from './ContractView';
import { useContractScreen } from './useContractScreen';

/** /p/contract and /m/contract: the contract's state shown by ContractView. */
export const Contract = observer(function Contract() {
  return <ContractView {...useContractScreen()} />;
});
