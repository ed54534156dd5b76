import type { ApiResult } from '@skinbox/api';
import { StoresProvider } from '@skinbox/stores';
import { act, render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { useCall } from './useCall';

function deferred() {
  let resolve: (value: ApiResult<string>) => void = () => {};
  const promise = new Promise<ApiResult<string>>((r) => (resolve = r));
  return { promise, resolve };
}

const ok = (data: string): ApiResult<string> => ({ ok: true, code: 0, msg: 'ok', data });

describe('useCall', () => {
  it('keeps the newest answer when an older one arrives late', async () => {
    const calls = [deferred(), deferred()];
    let index = 0;
    const Probe = observer(function Probe({ query }: { query: string }) {
      const { data } = useCall(() => (calls[index++] ?? deferred()).promise, query);
      return <p>{data ?? 'none'}</p>;
    });
    const store = mockStore();
    const view = render(
      <StoresProvider store={store}>
        <Probe query="a" />
      </StoresProvider>,
    );
    view.rerender(
      <StoresProvider store={store}>
        <Probe query="b" />
      </StoresProvider>,
    );
    await act(async () => calls[1]?.resolve(ok('new')));
    await act(async () => calls[0]?.resolve(ok('old')));
    expect(screen.getByText('new')).toBeInTheDocument();
  });
});
