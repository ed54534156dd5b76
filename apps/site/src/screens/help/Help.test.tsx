import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { Help } from './Help';
import { richText } from './richText';
import { render } from '@testing-library/react';

function setup(path: 'regulations' | 'contact', layout: 'm' | 'p' = 'm', articles = 1) {
  const asked: Record<string, unknown>[] = [];
  const store = mockStore({
    routes: {
      '/api/index/getArticleList': (payload) => {
        asked.push(payload);
        return Array.from({ length: articles }, () => ({
          id: 1,
          type: payload.type,
          title: '用户协议',
          content: '<p>仅限<strong>18岁</strong>以上</p>',
          sort: 0,
        }));
      },
    },
  });
  const view = renderScreen(<Help />, {
    store,
    path: layout === 'm' ? `/m/help/${path}` : `/p/me/help/${path}`,
  });
  return { asked, view };
}

describe('Help without articles', () => {
  it("shows the kit's empty state", async () => {
    setup('regulations', 'm', 0);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('richText', () => {
  it('keeps text tags and drops scripts, handlers and script addresses', () => {
    const { container } = render(
      <div>
        {richText(
          '<p onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><a href="https://x.test">c</a></p>',
        )}
      </div>,
    );
    expect(container.innerHTML).toBe(
      '<div><p>ab<a href="https://x.test" rel="noopener noreferrer" target="_blank">c</a></p></div>',
    );
  });
});

describe('Help', () => {
  it("shows the page's article for the platform", async () => {
    const { asked } = setup('regulations');
    expect(await screen.findByRole('heading', { name: '用户协议', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('18岁')).toBeInTheDocument();
    expect(asked[0]).toEqual({ type: 'Regulations', platformId: 1 });
  });

  it('lists the contact page on mobile only', async () => {
    setup('regulations', 'p');
    await screen.findByText('18岁');
    expect(screen.queryByRole('link', { name: '联系我们' })).not.toBeInTheDocument();
  });

  it('marks the current page in the menu', async () => {
    setup('contact');
    await screen.findByText('18岁');
    expect(screen.getByRole('link', { name: '联系我们' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no axe violations', async () => {
    const { view } = setup('regulations');
    await screen.findByText('18岁');
    await expectNoAxeViolations(view.container);
  });
});
