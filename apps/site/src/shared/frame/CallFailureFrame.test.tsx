import type { ApiResult } from '@skinbox/api';
import { act, fireEvent, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { retryDelay } from './callFailure';
import { CallFailureFrame } from './CallFailureFrame';
import { useCall } from './useCall';

const noAnswer: ApiResult<string> = { ok: false, code: 500, msg: 'no network' };
const missing: ApiResult<string> = { ok: false, code: 100, msg: 'Not found', status: 404 };
const answer: ApiResult<string> = { ok: true, code: 0, msg: 'ok', data: 'the boxes' };

/** A screen whose call answers, in turn, each of `results` (the last one from then on). */
function screenAnswering(results: ApiResult<string>[]) {
  let asked = 0;
  const Screen = observer(function Screen() {
    const listing = useCall(
      () => Promise.resolve(results[Math.min(asked++, results.length - 1)] as ApiResult<string>),
      'key',
    );
    return <p>{listing.data ?? 'loading'}</p>;
  });
  renderScreen(
    <CallFailureFrame homeHref="/m/home">
      <Screen />
    </CallFailureFrame>,
    { store: mockStore(), path: '/m/box' },
  );
  return { asked: () => asked };
}

describe('CallFailureFrame', () => {
  it('shows why the page cannot load with Retry instead of a spinner, and the page after Retry', async () => {
    screenAnswering([noAnswer, answer]);
    expect(await screen.findByText('连接不上服务器')).toBeInTheDocument();
    expect(screen.queryByText('the boxes')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByText('the boxes')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('recovers by itself when the browser comes back online', async () => {
    const { asked } = screenAnswering([noAnswer, answer]);
    await screen.findByRole('alert');
    expect(asked()).toBe(1);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('the boxes')).toBeVisible();
    expect(asked()).toBe(2);
  });

  it('says "not found" for a 404 with a link home and no Retry', async () => {
    screenAnswering([missing]);
    expect(await screen.findByText('找不到这个页面的内容')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/m/home');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('retries on its own at doubling intervals up to half a minute', () => {
    expect([0, 1, 2, 3, 4, 5].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
