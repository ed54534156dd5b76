import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addScreenMessages } from '../i18n/catalogues';
import { useCatalogue } from './useCatalogue';

const MESSAGE_ID = 'testOnly.screenGreeting';

function Greeting() {
  return <p>{useIntl().formatMessage({ id: MESSAGE_ID })}</p>;
}

function Site({ screenShown }: { screenShown: boolean }) {
  const { catalogue } = useCatalogue('zh');
  return (
    <IntlProvider locale="zh-CN" messages={catalogue} onError={() => undefined}>
      {screenShown && <Greeting />}
    </IntlProvider>
  );
}

describe('the catalogue a lazily loaded screen renders with', () => {
  // React schedules as in a browser, not through act()'s queue that flushes every update together.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let wasActEnvironment: boolean | undefined;
  beforeEach(() => {
    wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  });

  it('holds the messages the screen’s chunk brought when the screen first shows: no message id is painted', async () => {
    const painted: string[] = [];
    const site = (screenShown: boolean) => (
      <Profiler id="site" onRender={() => painted.push(document.body.textContent ?? '')}>
        <Site screenShown={screenShown} />
      </Profiler>
    );
    const { rerender } = render(site(false));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The screen's chunk runs (adding its messages), then the route shows the screen.
    addScreenMessages({ [MESSAGE_ID]: [{ type: 0, value: '欢迎回来' }] });
    rerender(site(true));
    expect(await screen.findByText('欢迎回来')).toBeVisible();
    expect(painted.filter((text) => text.includes(MESSAGE_ID))).toEqual([]);
  });
});
